// zod/mini like the battle input it wraps (the battle route validates replay links; see battle/battleInput.ts).
import * as z from 'zod/mini';
// Module paths, not the engine's index: the battle route reads replay codes without loading the engine.
import { RULES } from '../../engine/rules';
import { SUPPORTED_RULES_VERSIONS } from '../../engine/supportedRulesVersions';
import { battleInputSchema, type BattleInputData } from '../battles/battleInput';
import { CARD_CODES } from './cardCodes';

/**
 * A replay code: everything that decides a battle (rules version, seed, both teams) and optionally the hash
 * of its event stream, packed into bytes and written in base64url, so one code serves a web link
 * (`/battle?r=<code>`) and Telegram's `startapp` parameter (at most 64 characters of [A-Za-z0-9_-]; a full
 * 6 v 6 code with its hash is 52). Layout (docs/REPLAYS.md):
 *
 *   byte 0      code format (1)
 *   byte 1      rules version
 *   bytes 2-5   seed, big-endian
 *   byte 6      units of team 0 (high nibble) and of team 1 (low nibble)
 *   2 per unit  card code (CARD_CODES), then level - 1 (high nibble) and deployment slot (low nibble)
 *   8 optional  the event-stream hash (FNV-1a 64) the battle must reproduce
 */

/** The code format this build writes and reads. */
export const REPLAY_CODE_FORMAT = 1;

/** A decoded replay: the battle input, and the hash its events must have (null when the code carries none). */
export const replaySchema = z.object({
  input: battleInputSchema,
  hash: z.nullable(z.string().check(z.regex(/^[0-9a-f]{16}$/))),
});

/** A validated replay. */
export type Replay = z.infer<typeof replaySchema>;

/** The text of a replay code as it may appear in a URL or a `startapp` parameter. */
export const replayCodeSchema = z.string().check(z.minLength(10), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/));

/** Why a replay code was refused; the screen words each as battle:errors.<reason>. */
export type ReplayCodeProblem = 'malformed' | 'format' | 'rulesVersion' | 'unknownCard' | 'invalid';

/** The result of reading a replay code. */
export type ReplayCodeResult =
  | { ok: true; replay: Replay }
  | { ok: false; problem: ReplayCodeProblem; params: Record<string, number> };

const HEADER = 7;
const HASH_BYTES = 8;

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** Packs a battle input (and the hash it produced, when known) into a replay code. */
export function encodeReplay(input: BattleInputData, hash: string | null = null): string {
  const units = [...input.teams[0].units, ...input.teams[1].units];
  const bytes = new Uint8Array(HEADER + units.length * 2 + (hash ? HASH_BYTES : 0));
  const view = new DataView(bytes.buffer);
  bytes[0] = REPLAY_CODE_FORMAT;
  bytes[1] = input.rulesVersion;
  view.setUint32(2, input.seed);
  bytes[6] = (input.teams[0].units.length << 4) | input.teams[1].units.length;
  units.forEach((u, i) => {
    const code = CARD_CODES.indexOf(u.cardId);
    if (code < 0) throw new Error(`card "${u.cardId}" has no replay code (append it to CARD_CODES)`);
    bytes[HEADER + i * 2] = code;
    bytes[HEADER + i * 2 + 1] = ((u.level - 1) << 4) | u.position;
  });
  if (hash) {
    if (!/^[0-9a-f]{16}$/.test(hash)) throw new Error(`not an event-stream hash: ${hash}`);
    view.setUint32(bytes.length - 8, parseInt(hash.slice(0, 8), 16));
    view.setUint32(bytes.length - 4, parseInt(hash.slice(8), 16));
  }
  return toBase64Url(bytes);
}

/** Reads a replay code; a malformed, foreign or impossible code is refused with the reason, never thrown. */
export function decodeReplay(code: string): ReplayCodeResult {
  const refuse = (problem: ReplayCodeProblem, params: Record<string, number> = {}): ReplayCodeResult => ({ ok: false, problem, params });
  if (!replayCodeSchema.safeParse(code).success) return refuse('malformed');
  let bytes: Uint8Array;
  try {
    bytes = fromBase64Url(code);
  } catch {
    return refuse('malformed');
  }
  if (bytes.length < HEADER) return refuse('malformed');
  const view = new DataView(bytes.buffer);
  if (bytes[0] !== REPLAY_CODE_FORMAT) return refuse('format');
  const rulesVersion = bytes[1]!;
  // Links shared under an older rules version still replay and verify: the engine keeps every supported version.
  if (!SUPPORTED_RULES_VERSIONS.includes(rulesVersion)) return refuse('rulesVersion', { version: rulesVersion, current: RULES.version });
  const sizes = [bytes[6]! >> 4, bytes[6]! & 15] as const;
  const unitBytes = (sizes[0] + sizes[1]) * 2;
  const rest = bytes.length - HEADER - unitBytes;
  if (rest !== 0 && rest !== HASH_BYTES) return refuse('malformed');
  const teams = sizes.map((size, t) => ({
    units: Array.from({ length: size }, (_, i) => {
      const at = HEADER + (t === 0 ? i : sizes[0] + i) * 2;
      return { cardId: CARD_CODES[bytes[at]!] ?? '', level: (bytes[at + 1]! >> 4) + 1, position: bytes[at + 1]! & 15 };
    }),
  }));
  if (teams.some((team) => team.units.some((u) => u.cardId === ''))) return refuse('unknownCard');
  const hash = rest === HASH_BYTES
    ? view.getUint32(bytes.length - 8).toString(16).padStart(8, '0') + view.getUint32(bytes.length - 4).toString(16).padStart(8, '0')
    : null;
  const parsed = replaySchema.safeParse({ input: { seed: view.getUint32(2), rulesVersion, teams }, hash });
  return parsed.success ? { ok: true, replay: parsed.data } : refuse('invalid');
}
