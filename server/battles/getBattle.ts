import { refuse, succeed, type Outcome } from '../../src/contracts/api/refusal';
import type { BattleRecord } from '../../src/contracts/battles/battleRecord';
import { battleRepository } from '../db/battleRepository';
import type { Db } from '../db/database';
import { battleRecordOf } from './battleRecordOf';

/** GET /api/battles/:id: a stored battle with its revealed seed (public: share links re-run and verify it). */
export async function getBattle(input: { id: string; db: Db }): Promise<Outcome<{ battle: BattleRecord }, 'battle_not_found'>> {
  const row = await battleRepository.get(input.db, input.id);
  return row ? succeed({ battle: battleRecordOf(row) }) : refuse('battle_not_found');
}
