import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '../../contracts/api';
import type { DepositSetup } from '../../contracts/deposits/depositEndpoints';
import { apiQuery } from '../api';
import { refreshMe } from '../session/useMe';

/** React Query key of GET /api/deposits. */
export const DEPOSITS_QUERY_KEY = ['deposits'] as const;

/** How often the screen asks while a deposit is on its way (the chain makes a block every few seconds). */
const ACTIVE_POLL_MS = 2_000;
/** How often otherwise. */
const IDLE_POLL_MS = 15_000;

/**
 * The player's deposit setup and deposits, polled every 2 s while one is pending or `watching` (a transaction
 * just sent, not yet seen by the indexer), else every 15 s. When a deposit turns credited the header's balances
 * are refreshed.
 */
export function useDeposits(watching: boolean) {
  const client = useQueryClient();
  const query = useQuery({
    ...apiQuery(api.getDeposits, {}, DEPOSITS_QUERY_KEY),
    refetchInterval: (q) => (watching || hasPending(q.state.data) ? ACTIVE_POLL_MS : IDLE_POLL_MS),
  });
  const credited = useRef<number | undefined>(undefined);
  const count = query.data?.deposits.filter((d) => d.status === 'credited').length;
  useEffect(() => {
    if (count === undefined) return;
    if (credited.current !== undefined && count > credited.current) void refreshMe(client);
    credited.current = count;
  }, [count, client]);
  return query;
}

function hasPending(data: DepositSetup | undefined): boolean {
  return Boolean(data?.deposits.some((d) => d.status === 'pending'));
}
