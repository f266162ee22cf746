import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { BattleRecord, BattleSide } from '../../../contracts/battles';
import { neutralPerspective, unitNames, type Translate } from '../../../services/replay/battleLog';
import type { UnitSnapshot } from '../../../engine';
import { battleSides, logPerspective, resultVerdict } from './battleSides';

// The English words the tested keys have (public/locales/en), enough to read the results.
const EN: Record<string, string> = {
  'battle:team.name0': 'Team A', 'battle:team.name1': 'Team B', 'battle:team.short0': 'A', 'battle:team.short1': 'B',
  'battle:log.unit': '{{name}} ({{team}})', 'battle:log.unitNumbered': '{{name}} {{number}} ({{team}})',
  'battle:log.unitYours': 'your {{name}}', 'battle:log.unitEnemy': 'enemy {{name}}',
  'battle:log.unitNumberedYours': 'your {{name}} {{number}}', 'battle:log.unitNumberedEnemy': 'enemy {{name}} {{number}}',
  'modes:side.stage': 'Stage {{stage}}', 'modes:side.bot': '{{name}} (bot)', 'units:card.hunter.name': 'Hunter', 'units:card.wolf.name': 'Wolf',
};
const translate: Translate = (key, params = {}) => (EN[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k] ?? ''));
const t = translate as unknown as TFunction;

const ANN = '00000000-0000-4000-8000-000000000001';
const BOB = '00000000-0000-4000-8000-000000000002';
const side = (s: Partial<BattleSide>): BattleSide => ({ kind: 'player', playerId: null, name: '', ...s });
const record = (attacker: BattleSide, opponent: BattleSide) => ({ attacker, opponent }) as BattleRecord;
const unit = (id: number, team: 0 | 1, cardId: string) => ({ unit: id, team, cardId }) as UnitSnapshot;

describe('the sides of a battle for its viewer', () => {
  const pvp = record(side({ playerId: ANN, name: 'Ann' }), side({ playerId: BOB, name: 'Bob' }));
  const campaign = record(side({ playerId: ANN, name: 'Ann' }), side({ kind: 'stage', name: '1-3' }));

  it('the attacker sees their team on the left against the stage, by name', () => {
    expect(battleSides(campaign, ANN, t)).toEqual({ viewerTeam: 0, names: ['Ann', 'Stage 1-3'], left: 0 });
  });

  it('the defender of a PvP battle sees their team (team 1) on the left: the board mirrors', () => {
    expect(battleSides(pvp, BOB, t)).toEqual({ viewerTeam: 1, names: ['Ann', 'Bob'], left: 1 });
  });

  it('a stranger (or a signed-out visitor) sees both names, the attacker on the left', () => {
    expect(battleSides(pvp, '00000000-0000-4000-8000-000000000009', t)).toEqual({ viewerTeam: null, names: ['Ann', 'Bob'], left: 0 });
    expect(battleSides(pvp, null, t).viewerTeam).toBeNull();
  });

  it('a replay link or a random battle names teams A and B', () => {
    expect(battleSides(null, ANN, t)).toEqual({ viewerTeam: null, names: ['Team A', 'Team B'], left: 0 });
  });

  it('the result is Victory or Defeat for a side\'s player, a draw for everyone, else who won', () => {
    const defender = battleSides(pvp, BOB, t);
    expect(resultVerdict(1, defender)).toBe('victory');
    expect(resultVerdict(0, defender)).toBe('defeat');
    expect(resultVerdict(null, defender)).toBe('draw');
    expect(resultVerdict(0, battleSides(pvp, null, t))).toBe('won');
  });

  it('the log names units "your" and "enemy" for a side\'s player, by team letter for anyone else', () => {
    const units = [unit(0, 0, 'hunter'), unit(1, 0, 'hunter'), unit(2, 1, 'wolf')];
    expect(unitNames(units, translate, logPerspective(battleSides(pvp, BOB, t)))).toEqual(['enemy Hunter 1', 'enemy Hunter 2', 'your Wolf']);
    expect(unitNames(units, translate, logPerspective(battleSides(pvp, ANN, t)))).toEqual(['your Hunter 1', 'your Hunter 2', 'enemy Wolf']);
    expect(unitNames(units, translate, logPerspective(battleSides(pvp, null, t)))).toEqual(['Hunter 1 (A)', 'Hunter 2 (A)', 'Wolf (B)']);
    expect(unitNames(units, translate, neutralPerspective(translate))).toEqual(unitNames(units, translate));
  });
});
