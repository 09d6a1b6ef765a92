import type { Interview } from '@mockingbird/contracts';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Page } from '../../components/layout/page.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { CallScreen } from '../../features/call/components/call-screen.tsx';
import { useCall } from '../../features/call/use-call.ts';
import { useVoiceClient } from '../../features/call/use-voice-client.ts';
import { useCreateFeedback } from '../../features/feedback/api/feedback.ts';
import { useInterview } from '../../features/interviews/api/interviews.ts';
import type { StoredSession } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { PageLoading } from './root-layout.tsx';
import { RequireSession } from './require-session.tsx';

function TakeCall({ interview, session }: { interview: Interview; session: StoredSession }) {
  const { client, loading } = useVoiceClient();
  const call = useCall(client);
  const navigate = useNavigate();
  const createFeedback = useCreateFeedback();
  // The spinner shows while the feedback is made, and until the report page takes over.
  const generating = createFeedback.isPending || createFeedback.isSuccess;
  const handled = useRef(false);

  useEffect(() => {
    if (call.error) toast.error(call.error);
  }, [call.error]);

  useEffect(() => {
    if (call.status !== 'FINISHED' || handled.current) return;
    if (call.transcript.length === 0) {
      // Nothing was said: nothing to assess. A failed start stays on the page to show its error.
      if (!call.error) {
        handled.current = true;
        void navigate('/');
      }
      return;
    }
    handled.current = true;
    createFeedback
      .mutateAsync({ interviewId: interview._id, userId: session.userId, transcript: call.transcript })
      .then((feedback) => navigate(feedback._id ? `/feedback/${feedback._id}` : '/'))
      .catch((error: unknown) => {
        // Spec §8: a failed save is logged, the spinner stops, and the user goes home.
        console.warn('Could not save feedback:', error);
        void navigate('/');
      });
  }, [call.status, call.transcript, call.error, createFeedback, interview._id, navigate, session.userId]);

  return (
    <CallScreen
      mode="interview"
      userName={session.userName}
      status={call.status}
      isSpeaking={call.isSpeaking}
      lastLine={call.lastLine}
      unavailableReason={loading ? null : client.unavailableReason}
      showEndHint={call.showEndHint}
      generatingFeedback={generating}
      voiceError={false}
      onCall={() => void call.start({ kind: 'interview', interviewId: interview._id, questions: interview.questions })}
      onEnd={() => void call.end()}
      onRetry={call.reset}
    />
  );
}

function TakeInterview({ id, session }: { id: string; session: StoredSession }) {
  const interview = useInterview(id);
  if (interview.isPending) return <PageLoading />;
  if (interview.error) {
    return (
      <div className="flex flex-col items-start gap-4">
        <h1 className="text-2xl font-bold">Take Interview</h1>
        <p className="text-bad">{interview.error.message}</p>
        <ButtonLink to="/">Back to Dashboard</ButtonLink>
      </div>
    );
  }
  return <TakeCall interview={interview.data} session={session} />;
}

export function TakeInterviewRoute() {
  const { id = '' } = useParams();
  return (
    <Page title="Take Interview">
      <RequireSession>{(session) => <TakeInterview id={id} session={session} />}</RequireSession>
    </Page>
  );
}

export default TakeInterviewRoute;
