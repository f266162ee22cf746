import { decodeReplay, randomBattleInput, type BattleSource, type ReplayCodeProblem } from '../../../contracts/replay';
import type { BattleInputData } from '../../../contracts/battles';
import type { BattleRecord } from '../../../contracts/battles';
import i18next from 'i18next';

/** Why the screen cannot show a battle; each is worded as battle:errors.<problem>. */
export type SetupProblem = ReplayCodeProblem | 'tampered' | 'missing' | 'notFound' | 'server' | 'worker';

/** A battle ready to play: its input, and the hash its events must reproduce (null: none claimed). */
export interface BattleSetup {
  input: BattleInputData;
  expectedHash: string | null;
  /**
   * The stored server battle (`?id=`): its sides, fairness, result and rewards. A server battle whose re-run
   * gives another hash is still shown, marked as not verified (the record is the server's word, the replay
   * the browser's); a replay link with a wrong hash is refused as tampered.
   */
  record?: BattleRecord;
}

/** What a loader answers. */
export type SetupResult = { ok: true; setup: BattleSetup } | { ok: false; problem: SetupProblem; params?: Record<string, number> };

/** A fresh 32-bit seed for a random battle (crypto: two visitors never see the same battle by accident). */
function randomSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]!;
}

/**
 * One loader per kind of battle source; the rest of the screen (worker replay, verification, playback) is
 * shared. A server battle is fetched by id (public) and replayed from its stored input against its stored hash.
 */
export const BATTLE_LOADERS: { [K in BattleSource['kind']]: (source: Extract<BattleSource, { kind: K }>) => Promise<SetupResult> } = {
  replay: async ({ code }) => {
    const decoded = decodeReplay(code);
    if (!decoded.ok) return { ok: false, problem: decoded.problem, params: decoded.params };
    return { ok: true, setup: { input: decoded.replay.input, expectedHash: decoded.replay.hash } };
  },
  random: async () => ({ ok: true, setup: { input: randomBattleInput(randomSeed()), expectedHash: null } }),
  server: async ({ id }) => {
    // Loaded only for a stored battle: the API client and its schemas are not needed to watch a replay or a
    // random battle (a visitor's "Watch a battle"), so they stay out of the route's first load.
    const [{ fetchBattle }] = await Promise.all([
      import('./serverBattle'),
      // Its sides are named with the modes' words (stage, floor, bot), loaded with it so the viewer never waits.
      i18next.loadNamespaces('modes'),
    ]);
    const fetched = await fetchBattle(id);
    if (!fetched.ok) return { ok: false, problem: fetched.problem === 'missing' ? 'notFound' : 'server' };
    const { battle } = fetched;
    return { ok: true, setup: { input: battle.input, expectedHash: battle.eventHash, record: battle } };
  },
};

/** Loads a source's battle; no source is the "missing" problem. */
export function loadBattle(source: BattleSource | null): Promise<SetupResult> {
  if (!source) return Promise.resolve({ ok: false, problem: 'missing' });
  const load = BATTLE_LOADERS[source.kind] as (s: BattleSource) => Promise<SetupResult>;
  return load(source);
}
