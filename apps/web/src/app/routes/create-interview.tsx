import { useNavigate } from 'react-router';
import { LoginRequired } from '../../components/layout/login-required.tsx';
import { Page } from '../../components/layout/page.tsx';
import { CreateInterviewForm } from '../../features/interviews/components/create-interview-form.tsx';
import { useSession } from '../../lib/session.ts';

export function CreateInterviewRoute() {
  const session = useSession();
  const navigate = useNavigate();
  return (
    <Page title="Create New Interview">
      {session ? (
        <div className="flex flex-col gap-8">
          <div className="flex flex-col gap-2">
            <h1 className="text-3xl font-bold tracking-tight">Create New Interview</h1>
            <p className="text-muted">Choose the role and level; questions are picked to fit your tech stack.</p>
          </div>
          <div className="rounded-3xl border border-line bg-surface p-6 sm:p-8">
            <CreateInterviewForm userId={session.userId} onCreated={() => void navigate('/')} />
          </div>
        </div>
      ) : (
        <LoginRequired message="You need to be logged in to create an interview." />
      )}
    </Page>
  );
}

export default CreateInterviewRoute;
