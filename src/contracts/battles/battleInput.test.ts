import { describe, expect, it } from 'vitest';
import { RULES, SUPPORTED_RULES_VERSIONS } from '../../engine';
import { battleInputSchema } from './battleInput';

const team = { units: [{ cardId: 'iron_recruit', level: 1, position: 0 }] };
const valid = { seed: 7, rulesVersion: RULES.version, teams: [team, team] };

describe('battleInputSchema', () => {
  it('accepts a valid input and is its type', () => {
    expect(battleInputSchema.parse(valid)).toEqual(valid);
  });

  it('accepts every supported rules version (old battles stay verifiable)', () => {
    for (const rulesVersion of SUPPORTED_RULES_VERSIONS) expect(battleInputSchema.parse({ ...valid, rulesVersion })).toEqual({ ...valid, rulesVersion });
  });

  it.each([
    ['a negative seed', { ...valid, seed: -1 }, 'seed'],
    ['a fractional seed', { ...valid, seed: 1.5 }, 'seed'],
    ['an unknown rules version', { ...valid, rulesVersion: 99 }, 'rulesVersion'],
    ['a fractional rules version', { ...valid, rulesVersion: 1.5 }, 'rulesVersion'],
    ['one team', { ...valid, teams: [team] }, 'teams'],
    ['an empty team', { ...valid, teams: [{ units: [] }, team] }, 'teams.0.units'],
    ['seven units', { ...valid, teams: [{ units: Array.from({ length: 7 }, (_, i) => ({ cardId: 'x', level: 1, position: i })) }, team] }, 'teams.0.units'],
    ['level 11', { ...valid, teams: [{ units: [{ cardId: 'x', level: 11, position: 0 }] }, team] }, 'teams.0.units.0.level'],
    ['slot 12', { ...valid, teams: [{ units: [{ cardId: 'x', level: 1, position: 12 }] }, team] }, 'teams.0.units.0.position'],
    ['a shared slot', { ...valid, teams: [{ units: [{ cardId: 'x', level: 1, position: 3 }, { cardId: 'y', level: 1, position: 3 }] }, team] }, 'teams.0.units'],
  ])('refuses %s', (_name, input, path) => {
    const result = battleInputSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path.join('.'))).toContain(path);
  });
});
