import type { battlesApi } from '../../../src/contracts/battles';
import { battleModes } from '../../battles/battleModes';
import { createSeedCommit } from '../../battles/createSeedCommit';
import { getBattle } from '../../battles/getBattle';
import { listBattles } from '../../battles/listBattles';
import { startBattle } from '../../battles/startBattle';
import { serverMetrics } from '../../metrics/serverMetrics';
import type { AppDeps } from '../../appDeps';
import type { BattleRefusalReason } from '../../../src/contracts/battles/battleRefusalReason';
import { BATTLE_REFUSALS } from '../../http/battleRefusals';
import { refusalError } from '../../http/refusalError';
import type { Handlers } from '../../http/registerEndpoints';

type BattleEndpoints = Pick<typeof battlesApi, 'battleModes' | 'createSeedCommit' | 'startBattle' | 'listBattles' | 'getBattle'>;

/** What the battle handlers take from the app's dependencies. */
export type BattleDeps = Pick<AppDeps, 'db' | 'repositories' | 'now' | 'stamina' | 'simulate'>;

/** The request field a refusal points at (the client highlights it). */
const FIELD: Partial<Record<BattleRefusalReason, string>> = {
  invalid_team: 'units',
  team_card_not_owned: 'units',
  team_card_listed: 'units',
  team_not_found: 'teamSlot',
  stage_not_found: 'stageId',
  stage_locked: 'stageId',
  commit_not_found: 'commitId',
  commit_used: 'commitId',
  commit_expired: 'commitId',
  commit_wrong_mode: 'commitId',
  idempotency_conflict: 'idempotencyKey',
};

/** Battle endpoints: HTTP in, one use case, its answer or its refusal (BATTLE_REFUSALS) out. */
export function battleHandlers(deps: BattleDeps): Handlers<BattleEndpoints> {
  return {
    async battleModes({ player }) {
      return battleModes(deps, { playerId: player.id, now: deps.now() });
    },
    async createSeedCommit({ player, query }) {
      return createSeedCommit(deps, { playerId: player.id, mode: query.mode, now: deps.now() });
    },
    async startBattle({ player, body }) {
      const started = performance.now();
      const outcome = await startBattle(deps, { playerId: player.id, body, now: deps.now() });
      serverMetrics.battleStarts.observe({ outcome: outcome.ok ? 'started' : outcome.reason }, (performance.now() - started) / 1000);
      if (!outcome.ok) throw refusalError(outcome, BATTLE_REFUSALS, FIELD[outcome.reason]);
      return outcome.value;
    },
    async listBattles({ player, query }) {
      return listBattles(deps, { playerId: player.id, query });
    },
    async getBattle({ params }) {
      const outcome = await getBattle(deps, { id: params.id });
      if (!outcome.ok) throw refusalError(outcome, BATTLE_REFUSALS, 'id');
      return outcome.value;
    },
  };
}
