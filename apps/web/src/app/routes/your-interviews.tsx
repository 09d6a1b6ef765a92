import { useEffect } from 'react';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useInterviews } from '../../features/interviews/api/interviews.ts';
import { InterviewList } from '../../features/interviews/components/interview-list.tsx';
import { QueryProvider } from '../query-client.tsx';

function InterviewsSection({ userId }: { userId: string }) {
  const interviews = useInterviews(userId);
  useEffect(() => {
    // Spec §8: a failed list load is logged and shows as an empty list.
    if (interviews.error) console.warn('Could not load interviews:', interviews.error.message);
  }, [interviews.error]);
  if (interviews.isPending) {
    return (
      <p role="status" className="flex items-center gap-3 text-muted">
        <Spinner /> Loading...
      </p>
    );
  }
  return (
    <InterviewList
      interviews={interviews.data?.pages.flatMap((page) => page.interviews) ?? []}
      onShowMore={interviews.hasNextPage ? () => void interviews.fetchNextPage() : undefined}
      loadingMore={interviews.isFetchingNextPage}
    />
  );
}

/** The signed-in part of the home page; loaded only for signed-in users. */
export default function YourInterviews({ userId }: { userId: string }) {
  return (
    <QueryProvider>
      <InterviewsSection userId={userId} />
    </QueryProvider>
  );
}
