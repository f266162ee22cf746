import { battleIdFromStartParam, replayCodeFromStartParam } from '../../contracts/replay/battleSource';
/**
 * The /launch start parameter (Telegram's `startapp`, or the same value in the web link's query).
 * Telegram allows at most 64 characters of [A-Za-z0-9_-], so every kind is a short prefix and an id:
 *
 * | Parameter            | Meaning                                           |
 * |----------------------|---------------------------------------------------|
 * | `debug`              | debug mode (on-screen console)                    |
 * | `r_<replay code>`    | watch that replay (src/contracts/replay)          |
 * | `b_<battle id>`      | watch that server battle                          |
 * | `i_<invite code>`    | an invitation: remembered for sign-up             |
 *
 * Anything else (empty, unknown prefix, bad characters, too long) is `lobby`: the player simply enters the game.
 */
export type StartParam =
  | { kind: 'debug' }
  | { kind: 'replay'; code: string }
  | { kind: 'battle'; battleId: string }
  | { kind: 'invite'; code: string }
  | { kind: 'lobby' };

/** Telegram's limit on a start parameter's length. */
export const START_PARAM_MAX_LENGTH = 64;
/** Telegram's alphabet for start parameters. */
const START_PARAM_ALPHABET = /^[A-Za-z0-9_-]+$/;
/** An invite code: 4 to 32 letters and digits. */
const INVITE_CODE = /^[A-Za-z0-9]{4,32}$/;

/** Reads a raw start parameter; never throws: whatever does not parse is `lobby`. */
export function parseStartParam(raw: string | null | undefined): StartParam {
  if (!raw || raw.length > START_PARAM_MAX_LENGTH || !START_PARAM_ALPHABET.test(raw)) return { kind: 'lobby' };
  if (raw === 'debug') return { kind: 'debug' };
  const code = replayCodeFromStartParam(raw);
  if (code !== null) return { kind: 'replay', code };
  const battleId = battleIdFromStartParam(raw);
  if (battleId !== null) return { kind: 'battle', battleId };
  const rest = raw.slice(2);
  if (raw.startsWith('i_') && INVITE_CODE.test(rest)) return { kind: 'invite', code: rest };
  return { kind: 'lobby' };
}

/** Builds the start parameter of a kind (for share links); the inverse of {@link parseStartParam}. */
export function formatStartParam(param: StartParam): string {
  switch (param.kind) {
    case 'debug':
      return 'debug';
    case 'replay':
      return `r_${param.code}`;
    case 'battle':
      return `b_${param.battleId}`;
    case 'invite':
      return `i_${param.code}`;
    case 'lobby':
      return '';
  }
}
