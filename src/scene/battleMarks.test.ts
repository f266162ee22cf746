import { afterEach, describe, expect, it } from 'vitest';
import { BATTLE_MARKS, clearBattleMarks, markBattle } from './battleMarks';

const tcgMarks = () => performance.getEntriesByType('mark').filter((m) => m.name.startsWith('tcg:')).map((m) => m.name);

describe('battle marks', () => {
  afterEach(() => performance.clearMarks());

  it('marks each milestone under tcg:', () => {
    for (const name of BATTLE_MARKS) markBattle(name);
    expect(tcgMarks()).toEqual(BATTLE_MARKS.map((name) => `tcg:${name}`));
  });

  it('leaves no entry behind after battle after battle, and keeps marks that are not a battle\'s', () => {
    performance.mark('tcg:battle-route');
    for (let battle = 0; battle < 20; battle++) {
      for (const name of BATTLE_MARKS) markBattle(name);
      clearBattleMarks();
    }
    expect(tcgMarks()).toEqual(['tcg:battle-route']);
  });
});
