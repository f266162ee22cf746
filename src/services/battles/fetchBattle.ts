import { api } from '../../contracts/api';
import type { BattleRecord } from '../../contracts/battles';
import { apiClient } from '../api/apiClient';
import { isApiError } from '../api/apiError';

/** What loading a stored battle answered: the battle, or that it does not exist, or that the server failed. */
export type FetchedBattle = { ok: true; battle: BattleRecord } | { ok: false; problem: 'missing' | 'server' };

/** Reads a stored battle by id (GET /api/battles/:id, public: share links work signed out). */
export async function fetchBattle(id: string, signal?: AbortSignal): Promise<FetchedBattle> {
  try {
    const { battle } = await apiClient.call(api.getBattle, { params: { id } }, { signal });
    return { ok: true, battle };
  } catch (error) {
    return { ok: false, problem: isApiError(error) && (error.status === 404 || error.status === 400) ? 'missing' : 'server' };
  }
}
