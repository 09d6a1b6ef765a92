import {
  generateInterviewResponseSchema,
  interviewListResponseSchema,
  interviewResponseSchema,
  type GenerateInterviewRequest,
} from '@mockingbird/contracts';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** One page of the user's interviews as card summaries, newest first; `cursor` is the previous page's `nextCursor`. */
export const getInterviewsPage = (userId: string, cursor: string | undefined, signal?: AbortSignal) =>
  api(`/interview/user/${encodeURIComponent(userId)}${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`, {
    schema: interviewListResponseSchema,
    ...(signal ? { signal } : {}),
  });

export const interviewsQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: ['interviews', userId],
    queryFn: ({ pageParam, signal }) => getInterviewsPage(userId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

/** The user's interviews page by page; `fetchNextPage` loads the next one while `hasNextPage`. */
export const useInterviews = (userId: string | undefined) =>
  useInfiniteQuery({ ...interviewsQueryOptions(userId ?? ''), enabled: Boolean(userId) });

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
