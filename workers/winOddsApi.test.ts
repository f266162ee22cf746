import { describe, expect, it } from 'vitest';
import { RULES, Rng, type TeamInput } from '../src/engine';
import { randomBalancedTeams, starterTeam } from '../src/content';
import { wilsonInterval } from '../src/contracts/battle';
import { createWinOddsApi } from './winOddsApi';

const [balancedA, balancedB] = randomBalancedTeams(new Rng(7));
const lone: TeamInput = { units: [{ cardId: 'iron_recruit', level: 1, position: 0 }] };
const strong: TeamInput = { units: starterTeam().units.map((u) => ({ ...u, level: RULES.level.max })) };

describe('win-odds worker method', () => {
  it('plays every battle and adds up: wins + losses + draws = battles, the interval holds the rate', async () => {
    const api = createWinOddsApi();
    const progress: number[] = [];
    const result = await api.winOdds('a', { team: balancedA, opponent: balancedB, battles: 200, seed: 1 }, (p) => { progress.push(p.played); });
    expect(result).not.toBeNull();
    expect(result!.wins + result!.losses + result!.draws).toBe(200);
    expect(result!.winRate).toBe(result!.wins / 200);
    expect(result!.low).toBeLessThanOrEqual(result!.winRate);
    expect(result!.high).toBeGreaterThanOrEqual(result!.winRate);
    expect(result!.averageRounds).toBeGreaterThan(1);
    expect(progress.at(-1)).toBe(200);
    expect(progress.length).toBeLessThan(200);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('is reproducible from its seed and tells a lopsided match-up from an even one', async () => {
    const api = createWinOddsApi();
    const input = { team: strong, opponent: lone, battles: 100, seed: 5 };
    const first = await api.winOdds('b', input, () => {});
    const again = await api.winOdds('c', input, () => {});
    expect({ ...first, elapsedMs: 0 }).toEqual({ ...again, elapsedMs: 0 });
    expect(first!.winRate).toBe(1);
    const reverse = await api.winOdds('d', { ...input, team: lone, opponent: strong }, () => {});
    expect(reverse!.winRate).toBe(0);
    // A mirror match is even: sides alternate, so neither copy of the team keeps the left side's edge.
    const mirror = await api.winOdds('e', { team: balancedA, opponent: balancedA, battles: 400, seed: 9 }, () => {});
    expect(mirror!.low).toBeLessThan(0.5);
    expect(mirror!.high).toBeGreaterThan(0.5 - mirror!.draws / 400);
  });

  it('cancel stops at the next progress report and resolves null', async () => {
    // A clock that moves 60 ms per reading, so every battle ends a reporting period.
    let now = 0;
    const api = createWinOddsApi(() => (now += 60));
    let calls = 0;
    const result = await api.winOdds('f', { team: balancedA, opponent: balancedB, battles: 1000, seed: 1 }, () => {
      calls++;
      if (calls === 2) api.cancelOdds('f');
    });
    expect(result).toBeNull();
    expect(calls).toBe(2);
  });

  it('plays 1,000 battles of two full teams well inside the 2 s budget (Node, one core)', async () => {
    const api = createWinOddsApi();
    const started = performance.now();
    const result = await api.winOdds('t', { team: balancedA, opponent: balancedB, battles: 1000, seed: 3 }, () => {});
    expect(result!.battles).toBe(1000);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('refuses a bad input or a team the engine cannot field before playing', async () => {
    const api = createWinOddsApi();
    await expect(api.winOdds('g', { team: balancedA, opponent: balancedB, battles: 0, seed: 1 }, () => {})).rejects.toThrow(/battles/);
    const unknown: TeamInput = { units: [{ cardId: 'nobody', level: 1, position: 0 }] };
    await expect(api.winOdds('h', { team: unknown, opponent: balancedB, battles: 10, seed: 1 }, () => {})).rejects.toThrow(/unknown card "nobody"/);
  });
});

describe('wilsonInterval', () => {
  it('matches the textbook values and stays inside [0, 1]', () => {
    const { low, high } = wilsonInterval(50, 100);
    expect(low).toBeCloseTo(0.4038, 3);
    expect(high).toBeCloseTo(0.5962, 3);
    expect(wilsonInterval(0, 1000).low).toBe(0);
    expect(wilsonInterval(0, 1000).high).toBeCloseTo(0.00383, 4);
    expect(wilsonInterval(1000, 1000).high).toBe(1);
  });
});
