import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useState } from 'react';
import type { EndpointDef, EndpointInput, EndpointResponse } from '../../contracts/api';
import { apiClient, type CallArgs } from './apiClient';
import { idempotencyKey } from './idempotencyKey';

type WithoutKey<I> = I extends { body: infer B } ? Omit<I, 'body'> & { body: Omit<B, 'idempotencyKey'> } : I;

/** What `mutate` of an idempotent endpoint takes: its input without `body.idempotencyKey`, which the hook adds. */
export type IdempotentInput<E extends EndpointDef> = WithoutKey<EndpointInput<E>>;

/**
 * A mutation of an endpoint whose body carries an `idempotencyKey` (a purchase, a battle, a conversion): the hook
 * adds the key, one per operation. A retry after a lost connection, a broken answer or a 5xx sends the same key,
 * so the server carries the operation out once; a success or a 4xx refusal renews it (`idempotencyKey.ts`).
 */
export function useIdempotentMutation<E extends EndpointDef, Context = unknown>(
  endpoint: E,
  options: Omit<UseMutationOptions<EndpointResponse<E>, Error, IdempotentInput<E>, Context>, 'mutationFn'> = {},
) {
  const [key] = useState(() => idempotencyKey());
  return useMutation<EndpointResponse<E>, Error, IdempotentInput<E>, Context>({
    ...options,
    mutationFn: (input) => {
      const keyed = { ...input, body: { ...(input as { body?: object }).body, idempotencyKey: key.current } };
      return apiClient.call(endpoint, ...([keyed] as unknown as CallArgs<E>));
    },
    onSuccess: (...args) => {
      key.settle({ ok: true });
      return options.onSuccess?.(...args);
    },
    onError: (...args) => {
      key.settle({ ok: false, error: args[0] });
      return options.onError?.(...args);
    },
  });
}
