import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../lib/api-client.ts';
import { subscribeToSession } from '../lib/session.ts';

/**
 * One query cache for the app. It lives in its own chunk, loaded with the first route that fetches
 * data, so the signed-out landing page does not carry it.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
      staleTime: 30_000,
      // Client errors will not change on retry; the network and the server may.
      retry: (failures, error) =>
        failures < 2 && !(error instanceof ApiError && error.status !== undefined && error.status < 500),
    },
    mutations: { retry: false },
  },
});

// Nothing cached for one user may be shown to the next.
subscribeToSession((session) => {
  if (!session) queryClient.clear();
});

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
