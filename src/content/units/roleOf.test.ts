import { describe, expect, it } from 'vitest';
import { cardCatalog } from '..';
import { roleOf } from './roleOf';

describe('roleOf', () => {
  it('gives every shipped card exactly its role family', () => {
    for (const card of cardCatalog.units.values()) expect(card.families).toContain(roleOf(card));
  });

  it('refuses a card with no role family', () => {
    const card = [...cardCatalog.units.values()][0]!;
    expect(() => roleOf({ ...card, families: ['human'] })).toThrow(/no role family/);
  });
});
