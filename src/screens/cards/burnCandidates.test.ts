import { describe, expect, it } from 'vitest';
import type { OwnedCard } from '../../contracts/cards/ownedCard';
import { burnCandidates } from './burnCandidates';

const copy = (cardId: string, level: number, n: number): OwnedCard => ({
  instanceId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  cardId,
  level,
  acquiredAt: `2026-01-0${n}T00:00:00.000Z`,
  acquiredHow: 'starter_grant',
  lockedBy: null,
});

describe('burnCandidates', () => {
  it('puts spares first, keeps the best copy as a non-spare, and flags last copies', () => {
    const list = burnCandidates([copy('iron_recruit', 3, 1), copy('iron_recruit', 1, 2), copy('street_thief', 1, 3)]);
    expect(list[0]).toMatchObject({ copy: { level: 1, cardId: 'iron_recruit' }, spare: true, lastCopy: false, fragments: 10 });
    expect(list.find((c) => c.copy.cardId === 'street_thief')).toMatchObject({ spare: false, lastCopy: true });
    expect(list.find((c) => c.copy.level === 3)).toMatchObject({ spare: false, fragments: 10 + Math.floor(15 / 2) });
  });
});
