import { describe, expect, it } from 'vitest';
import { BattleInputError, RULES } from '../../engine';
import { starterTeam } from '../../content';
import { battleInputSchema } from './battleInput';
import { coachInputSchema } from './coach';
import { parseWorkerInput } from './parseWorkerInput';
import { winOddsSliceSchema } from './winOdds';

const team = { units: [...starterTeam().units] };
const input = { seed: 99, rulesVersion: RULES.version, teams: [team, team] };
/** The whole preview as one slice. */
const whole = (battles: number) => ({ team, opponent: team, battles, seed: 1, first: 0, count: battles });

describe('parseWorkerInput', () => {
  it('returns the parsed input', () => {
    expect(parseWorkerInput(battleInputSchema, input, 'battle')).toEqual(input);
    expect(parseWorkerInput(winOddsSliceSchema, whole(10), 'win-odds')).toEqual(whole(10));
  });

  it('refuses a bad battle input with a BattleInputError naming each issue', () => {
    expect(() => parseWorkerInput(battleInputSchema, { ...input, seed: 'x' }, 'battle')).toThrow(/invalid battle input: seed/);
    expect(() => parseWorkerInput(battleInputSchema, { ...input, seed: -1 }, 'battle')).toThrow(BattleInputError);
    expect(() => parseWorkerInput(battleInputSchema, { ...input, teams: [{ units: [] }, team] }, 'battle')).toThrow(/teams.0.units/);
    expect(() => parseWorkerInput(battleInputSchema, null, 'battle')).toThrow(/invalid battle input: input/);
  });

  it('refuses a bad win-odds slice or coach input', () => {
    expect(() => parseWorkerInput(winOddsSliceSchema, whole(0), 'win-odds')).toThrow(/invalid win-odds input: battles/);
    expect(() => parseWorkerInput(winOddsSliceSchema, { ...whole(10), first: 5, count: 6 }, 'win-odds')).toThrow(/count: the slice/);
    expect(() => parseWorkerInput(coachInputSchema, { team, opponent: team, bench: [], seed: 1, candidates: 0 }, 'coach')).toThrow(/invalid coach input: candidates/);
  });
});
