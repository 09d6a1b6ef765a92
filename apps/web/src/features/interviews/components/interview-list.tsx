import type { InterviewListItem } from '@mockingbird/contracts';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { InterviewCard } from './interview-card.tsx';

export function InterviewList({ interviews }: { interviews: readonly InterviewListItem[] }) {
  if (interviews.length === 0) {
    return (
      <div className="flex flex-col items-start gap-4 rounded-2xl border border-dashed border-line p-8">
        <p className="text-muted">No interviews scheduled yet.</p>
        <ButtonLink to="/create-interview" variant="secondary">
          Schedule Interview
        </ButtonLink>
      </div>
    );
  }
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {interviews.map((interview) => (
        <li key={interview._id} className="flex">
          <InterviewCard interview={interview} />
        </li>
      ))}
    </ul>
  );
}
