import { refuse, succeed, type Outcome } from '../../src/contracts/api/refusal';
import type { AppDeps } from '../appDeps';
import type { BattleRecord } from '../../src/contracts/battles/battleRecord';
import { battleRecordOf } from './battleRecordOf';

/** GET /api/battles/:id: a stored battle with its revealed seed (public: share links re-run and verify it). */
export async function getBattle(deps: Pick<AppDeps, 'db' | 'repositories'>, input: { id: string }): Promise<Outcome<{ battle: BattleRecord }, 'battle_not_found'>> {
  const row = await deps.repositories.battles.get(deps.db, input.id);
  return row ? succeed({ battle: battleRecordOf(row) }) : refuse('battle_not_found');
}
