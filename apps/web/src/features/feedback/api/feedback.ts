import {
  createFeedbackRequestSchema,
  feedbackResponseSchema,
  feedbackSchema,
  type CreateFeedbackRequest,
} from '@mockingbird/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export { createFeedbackRequestSchema };

/** A report with its interview and every attempt, in one request. */
export const getFeedbackReport = (feedbackId: string, signal?: AbortSignal) =>
  api(`/interview/feedback/${encodeURIComponent(feedbackId)}`, {
    schema: feedbackResponseSchema,
    ...(signal ? { signal } : {}),
  });

export const feedbackReportQueryOptions = (feedbackId: string) =>
  queryOptions({ queryKey: ['feedback', feedbackId], queryFn: ({ signal }) => getFeedbackReport(feedbackId, signal) });

export const useFeedbackReport = (feedbackId: string) => useQuery(feedbackReportQueryOptions(feedbackId));

export const createFeedback = (body: CreateFeedbackRequest) =>
  api('/interview/feedback', { method: 'POST', body, schema: feedbackSchema });

export function useCreateFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFeedback,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['interviews'] }),
  });
}
