import { describe, expect, it } from 'vitest';
import { formatStartParam, parseStartParam, START_PARAM_MAX_LENGTH } from './startParam';

describe('parseStartParam', () => {
  it('reads debug, a replay and an invite', () => {
    expect(parseStartParam('debug')).toEqual({ kind: 'debug' });
    expect(parseStartParam('r_AQIDBAUGBwgJCgsM_-')).toEqual({ kind: 'replay', code: 'AQIDBAUGBwgJCgsM_-' });
    expect(parseStartParam('b_8f14e45f-ceea-467f-a0b6-3f0c6e5c1a2b')).toEqual({ kind: 'battle', battleId: '8f14e45f-ceea-467f-a0b6-3f0c6e5c1a2b' });
    expect(parseStartParam('b_42')).toEqual({ kind: 'battle', battleId: '42' });
    expect(parseStartParam('i_FRIEND2024')).toEqual({ kind: 'invite', code: 'FRIEND2024' });
  });

  it('sends nothing, unknown kinds and malformed values to the lobby', () => {
    for (const raw of [null, undefined, '', 'hello', 'DEBUG', 'debug2', 'x_123', 'r_', 'r_42', 'b_', 'i_', 'i_abc', 'i_abc-def', 'r_ab cd', 'r_%41', 'b_a b', 'i_код1234', 'r_<script>', ' debug']) {
      expect(parseStartParam(raw), String(raw)).toEqual({ kind: 'lobby' });
    }
  });

  it('refuses a parameter over Telegram\'s 64 characters, and accepts one of exactly 64', () => {
    const longest = `r_${'a'.repeat(START_PARAM_MAX_LENGTH - 2)}`;
    expect(parseStartParam(longest)).toEqual({ kind: 'replay', code: 'a'.repeat(62) });
    expect(parseStartParam(`${longest}a`)).toEqual({ kind: 'lobby' });
    expect(parseStartParam(`i_${'A'.repeat(33)}`)).toEqual({ kind: 'lobby' });
    expect(parseStartParam('r_1'.repeat(1000))).toEqual({ kind: 'lobby' });
  });

  it('formats every kind back into a parameter that fits Telegram\'s rules', () => {
    for (const raw of ['debug', 'r_AQIDBAUGBwgJCgsM_-', 'b_8f14e45f-ceea-467f-a0b6-3f0c6e5c1a2b', 'i_FRIEND2024']) {
      const formatted = formatStartParam(parseStartParam(raw));
      expect(formatted).toBe(raw);
      expect(formatted).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    }
    expect(formatStartParam({ kind: 'lobby' })).toBe('');
  });
});
