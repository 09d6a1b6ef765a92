import { appConfigSchema } from '@mockingbird/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';

export const getAppConfig = (signal?: AbortSignal) =>
  api('/config', { schema: appConfigSchema, ...(signal ? { signal } : {}) });

export const appConfigQueryOptions = () =>
  queryOptions({ queryKey: ['config'], queryFn: ({ signal }) => getAppConfig(signal), staleTime: Infinity });

export const useAppConfig = () => useQuery(appConfigQueryOptions());
