import { describe, expect, it } from 'vitest';
import { Rng, RULES, simulate, type BattleEvent, type BattleStartEvent } from '../../src/engine';
import { cardCatalog, randomBalancedTeams } from '../../src/content';
import { BalanceStats } from './balanceStats';
import { battleLog } from '../../src/services/replay/battleLog';
import { localeTranslate } from './localeTranslate';

function battles(n: number): BattleEvent[][] {
  const rng = new Rng(11);
  return Array.from({ length: n }, () => simulate({ seed: rng.nextU32(), rulesVersion: RULES.version, teams: randomBalancedTeams(rng) }, cardCatalog));
}

describe('replay log', () => {
  it.each(['en', 'ru', 'zh'])('words every event of real battles without holes (%s)', async (lng) => {
    const t = await localeTranslate(lng);
    const kinds = new Set<string>();
    for (const events of battles(40)) {
      for (const line of battleLog(events, t)) {
        kinds.add(line.kind);
        expect(line.text, line.kind).not.toMatch(/undefined|NaN|\[object|\{\{|battle:|units:|skills:|statuses:|log\./);
      }
    }
    expect(kinds.size).toBeGreaterThanOrEqual(14);
  });

  it('names a fading field by what was laid, not its id, and joins targets the language\'s way (、 in zh)', async () => {
    const [en, zh] = [await localeTranslate('en'), await localeTranslate('zh')];
    const list = battles(40);
    // Today's fields outlast the battles they are laid in: the stream is cut after one is laid and the field ends there.
    const laid = list.find((events) => events.some((e) => e.type === 'fieldCreated'))!;
    const at = laid.findIndex((e) => e.type === 'fieldCreated');
    const created = laid[at] as Extract<BattleEvent, { type: 'fieldCreated' }>;
    const stream: BattleEvent[] = [...laid.slice(0, at + 1), { type: 'fieldExpired', field: created.field, reason: 'expired' }];
    expect(battleLog(stream, en).at(-1)!.text).toBe(`${en(`statuses:${created.status}.name`)} fades away`);
    expect(battleLog(stream, zh).at(-1)!.text).toBe(`「${zh(`statuses:${created.status}.name`)}」消散`);
    const manyTargets = list.flatMap((events) => battleLog(events, zh).filter((l) => l.kind === 'skill' && l.units.length > 2));
    expect(manyTargets.length).toBeGreaterThan(0);
    for (const l of manyTargets) expect(l.text).toMatch(/）、.+（[甲乙]）释放「/);
  });
});

describe('balance statistics', () => {
  it('counts battles, families, synergies and rounds; a side\'s family rates mirror the winners', () => {
    const stats = new BalanceStats();
    const list = battles(30);
    for (const events of list) stats.add(events);
    expect(stats.battles).toBe(30);
    expect([...stats.rounds.values()].reduce((a, b) => a + b, 0)).toBe(30);
    const fielded = list.reduce((n, ev) => n + (ev[0] as BattleStartEvent).units.length, 0);
    expect([...stats.cards.values()].reduce((n, t) => n + t.games, 0)).toBe(fielded);
    for (const rate of Object.values(stats.familyRates())) {
      expect(rate).toBeGreaterThanOrEqual(0);
      expect(rate).toBeLessThanOrEqual(1);
    }
    expect(stats.report()).toMatch(/turn cap decided: \d+/);
  });
});
