import {
  generateInterviewResponseSchema,
  interviewListResponseSchema,
  interviewResponseSchema,
  type GenerateInterviewRequest,
} from '@mockingbird/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const getInterviews = (userId: string, signal?: AbortSignal) =>
  api(`/interview/user/${encodeURIComponent(userId)}`, {
    schema: interviewListResponseSchema,
    ...(signal ? { signal } : {}),
  }).then((body) => body.interviews);

export const interviewsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['interviews', userId], queryFn: ({ signal }) => getInterviews(userId, signal) });

export const useInterviews = (userId: string | undefined) =>
  useQuery({ ...interviewsQueryOptions(userId ?? ''), enabled: Boolean(userId) });

export const getInterview = (id: string, signal?: AbortSignal) =>
  api(`/interview/get/${encodeURIComponent(id)}`, {
    schema: interviewResponseSchema,
    ...(signal ? { signal } : {}),
  }).then((body) => body.interview);

export const interviewQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['interview', id], queryFn: ({ signal }) => getInterview(id, signal) });

export const useInterview = (id: string) => useQuery(interviewQueryOptions(id));

export const createInterview = (body: GenerateInterviewRequest) =>
  api('/interview/generate', { method: 'POST', body, schema: generateInterviewResponseSchema });

export function useCreateInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInterview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['interviews'] }),
  });
}
