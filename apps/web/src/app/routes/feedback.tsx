import { useParams } from 'react-router';
import { Page } from '../../components/layout/page.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { useFeedbackReport } from '../../features/feedback/api/feedback.ts';
import { FeedbackReport } from '../../features/feedback/components/feedback-report.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { RequireSession } from './require-session.tsx';

function Report({ feedbackId }: { feedbackId: string }) {
  const report = useFeedbackReport(feedbackId);
  if (report.isPending) {
    return (
      <p role="status" className="py-24 text-center text-muted">
        Loading...
      </p>
    );
  }
  if (report.error) {
    const notFound = report.error instanceof ApiError && report.error.status === 404;
    return (
      <div className="flex flex-col items-start gap-4 py-12">
        <p role="alert" className="text-bad">
          {notFound ? 'No data found.' : 'Failed to fetch feedback'}
        </p>
        <ButtonLink to="/">Back to Dashboard</ButtonLink>
      </div>
    );
  }
  return (
    <FeedbackReport feedback={report.data.feedback} interview={report.data.interview} attempts={report.data.attempts} />
  );
}

export function FeedbackRoute() {
  const { feedbackId = '' } = useParams();
  return (
    <Page title="Interview Feedback Report" wide>
      <RequireSession>{() => <Report feedbackId={feedbackId} />}</RequireSession>
    </Page>
  );
}

export default FeedbackRoute;
