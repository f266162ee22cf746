import { deriveBattleSeed, serverSeedMatches } from '../../../rules/battles/seedFairness';
import type { BattleRecord } from '../../../contracts/battles';

/** What the browser checked of a server battle's commit–reveal seed. */
export interface FairnessCheck {
  /** SHA-256 of the revealed server seed equals the hash published before the battle. */
  commitmentHolds: boolean;
  /** HMAC-SHA256(serverSeed, clientSeed) gives the battle's seed. */
  seedDerives: boolean;
  /** The seed the browser derived. */
  derivedSeed: number;
}

/** Re-checks a stored battle's seed from its revealed parts (docs/GAME_RULES.md "Fair seeds"). */
export function checkFairness(record: Pick<BattleRecord, 'fairness' | 'input'>): FairnessCheck {
  const { serverSeed, serverSeedHash, clientSeed } = record.fairness;
  const derivedSeed = deriveBattleSeed(serverSeed, clientSeed);
  return { commitmentHolds: serverSeedMatches(serverSeed, serverSeedHash), seedDerives: derivedSeed === record.input.seed, derivedSeed };
}
