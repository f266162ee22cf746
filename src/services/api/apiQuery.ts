import type { QueryKey } from '@tanstack/react-query';
import type { EndpointDef, EndpointInput, EndpointResponse } from '../../contracts/api';
import { apiClient, type CallArgs } from './apiClient';

/**
 * React Query options (key and fetch) for one GET of an endpoint, typed by its contract; spread into
 * `useQuery` with any other options. The query's abort signal reaches the fetch.
 */
export function apiQuery<E extends EndpointDef>(endpoint: E, input: EndpointInput<E>, queryKey: QueryKey) {
  return {
    queryKey,
    queryFn: ({ signal }: { signal: AbortSignal }): Promise<EndpointResponse<E>> =>
      apiClient.call(endpoint, ...([input, { signal }] as unknown as CallArgs<E>)),
  };
}
