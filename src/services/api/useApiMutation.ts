import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { EndpointDef, EndpointInput, EndpointResponse } from '../../contracts/api';
import { apiClient, type CallArgs } from './apiClient';

/** What `mutate` takes: the endpoint's input, which may be left out when it needs none (no params, no body). */
export type MutationInput<E extends EndpointDef> = object extends EndpointInput<E> ? EndpointInput<E> | void : EndpointInput<E>;

/**
 * A React Query mutation of one API endpoint, typed by its contract: `mutate` takes the endpoint's input
 * (`{ body }`, `{ params }`), `data` is its response. Screens use this (or a named hook built on it) instead of
 * calling the API client themselves.
 */
export function useApiMutation<E extends EndpointDef, Context = unknown>(
  endpoint: E,
  options: Omit<UseMutationOptions<EndpointResponse<E>, Error, MutationInput<E>, Context>, 'mutationFn'> = {},
) {
  return useMutation<EndpointResponse<E>, Error, MutationInput<E>, Context>({
    ...options,
    mutationFn: (input) => apiClient.call(endpoint, ...([input ?? {}] as unknown as CallArgs<E>)),
  });
}
