import type { InterviewSummary } from '@mockingbird/contracts';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { InterviewCard } from './interview-card.tsx';

export interface InterviewListProps {
  interviews: readonly InterviewSummary[];
  /** Loads the next page; the "Show more" button shows only when there is one. */
  onShowMore?: (() => void) | undefined;
  loadingMore?: boolean;
}

export function InterviewList({ interviews, onShowMore, loadingMore = false }: InterviewListProps) {
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
    <div className="flex flex-col items-center gap-6">
      <ul className="grid w-full grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {interviews.map((interview) => (
          <li key={interview._id} className="flex">
            <InterviewCard interview={interview} />
          </li>
        ))}
      </ul>
      {onShowMore ? (
        <Button variant="secondary" onClick={onShowMore} disabled={loadingMore} aria-busy={loadingMore}>
          {loadingMore ? 'Loading...' : 'Show more'}
        </Button>
      ) : null}
    </div>
  );
}
