import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playoutBatch, type PlayoutBatch, type TeamInput } from '../engine';
import { referenceEngine, type ReferenceOutcome } from '../../scripts/battle/referenceEngine';
import { cardCatalog, UNIT_CARDS } from '.';
import { teamArbitrary as team } from './testing/teamArbitraries';

// The product's batches take turns on one WebAssembly instance (src/engine/wasm/tableImage.ts writes a batch's tables
// back after another played): any interleaving of batches must end every seed as the reference (the pinned commit's JS
// rule code, scripts/battle/referenceEngine.ts) does, under rules version 4 (one it plays).

const { battleOutcome } = await referenceEngine();

const ALL_CARDS = UNIT_CARDS.map((c) => c.id);

function outcomeOf(batch: PlayoutBatch, seed: number): ReferenceOutcome {
  const winner = batch.play(seed);
  return { winner, reason: batch.reason, rounds: batch.rounds, health: Array.from({ length: batch.unitCount }, (_, uid) => batch.health(uid)) };
}

describe('playoutBatch on the shared instance', () => {
  it('any interleaving of batches ends each seed as the reference\'s battleOutcome', () => {
    const pairs = fc.array(fc.tuple(team(ALL_CARDS), team(ALL_CARDS)), { minLength: 2, maxLength: 4 });
    const plays = fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 0xffffffff })), { minLength: 1, maxLength: 12 });
    fc.assert(fc.property(pairs, plays, (teams, order) => {
      const batches = teams.map((t) => playoutBatch(t as [TeamInput, TeamInput], cardCatalog, 4));
      for (const [which, seed] of order) {
        const i = which % batches.length;
        expect(outcomeOf(batches[i]!, seed)).toEqual(battleOutcome({ seed, rulesVersion: 4, teams: teams[i]! }, cardCatalog));
      }
    }), { numRuns: 150, seed: 26112 });
  });
});
