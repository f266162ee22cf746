import { describe, expect, it } from 'vitest';
import { hashEvents, RULES, simulate } from '../../engine';
import { cardCatalog, CARD_IDS } from '../../content';
import type { BattleInputData } from '../battles';
import { CARD_CODES } from './cardCodes';
import { randomBattleInput } from './randomBattle';
import { decodeReplay, encodeReplay, REPLAY_CODE_FORMAT } from './replayCode';
import { replayCodeFromStartParam, replayStartParam } from './battleSource';

const input = randomBattleInput(42);
const hash = hashEvents(simulate(input, cardCatalog));

describe('replay code', () => {
  it('round-trips a full 6 v 6 battle with its hash within Telegram\'s 64 characters', () => {
    const code = encodeReplay(input, hash);
    expect(code).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(code.length).toBeLessThanOrEqual(63);
    expect(decodeReplay(code)).toEqual({ ok: true, replay: { input, hash } });
    const start = replayStartParam(code)!;
    expect(start.length).toBeLessThanOrEqual(64);
    expect(replayCodeFromStartParam(start)).toBe(code);
  });

  it('round-trips without a hash, every level and slot, and small teams', () => {
    const data: BattleInputData = {
      seed: 0xffffffff, rulesVersion: RULES.version,
      teams: [{ units: [{ cardId: 'aegis_seraph', level: 10, position: 11 }] }, { units: [{ cardId: 'iron_recruit', level: 1, position: 0 }, { cardId: 'phoenix', level: 5, position: 6 }] }],
    };
    expect(decodeReplay(encodeReplay(data))).toEqual({ ok: true, replay: { input: data, hash: null } });
  });

  it('is the same for the same battle (a shared link is stable)', () => {
    expect(encodeReplay(randomBattleInput(42), hash)).toBe(encodeReplay(input, hash));
  });

  it.each([
    ['not base64url', 'abc$%^&*()!!', 'malformed'],
    ['too short', 'AQE', 'malformed'],
    ['truncated', () => encodeReplay(input).slice(0, -3), 'malformed'],
  ])('refuses %s', (_name, code, problem) => {
    const text = typeof code === 'function' ? code() : code;
    expect(decodeReplay(text)).toMatchObject({ ok: false, problem });
  });

  const tamper = (at: number, value: number) => {
    const bytes = Uint8Array.from(atob(encodeReplay(input).replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
    bytes[at] = value;
    return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  };

  it('still reads a link shared under rules version 1 (the engine keeps verifying it)', () => {
    const v1 = decodeReplay(tamper(1, 1));
    expect(v1).toMatchObject({ ok: true, replay: { input: { rulesVersion: 1, seed: input.seed } } });
  });

  it('refuses another code format, another rules version, an unknown card and an impossible team', () => {
    expect(decodeReplay(tamper(0, REPLAY_CODE_FORMAT + 1))).toMatchObject({ ok: false, problem: 'format' });
    expect(decodeReplay(tamper(1, RULES.version + 1))).toEqual({ ok: false, problem: 'rulesVersion', params: { version: RULES.version + 1, current: RULES.version } });
    expect(decodeReplay(tamper(7, 250))).toMatchObject({ ok: false, problem: 'unknownCard' });
    expect(decodeReplay(tamper(8, 0xfc))).toMatchObject({ ok: false, problem: 'invalid' }); // level 16, slot 12
    expect(decodeReplay(tamper(6, 0x66 + 0x10))).toMatchObject({ ok: false, problem: 'malformed' }); // 7 units, bytes missing
  });
});

describe('card codes', () => {
  it('give every catalogue card a code, none twice', () => {
    expect(new Set(CARD_CODES).size).toBe(CARD_CODES.length);
    for (const id of CARD_IDS) expect(CARD_CODES, id).toContain(id);
    expect(CARD_CODES.length).toBeLessThanOrEqual(256);
  });

  it('never move (links already shared name cards by these numbers)', () => {
    expect(CARD_CODES.slice(0, 4)).toEqual(['iron_recruit', 'village_militia', 'orc_brute', 'sellsword']);
    expect(CARD_CODES[63]).toBe('aegis_seraph');
  });
});
