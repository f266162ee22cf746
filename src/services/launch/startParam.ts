/**
 * The /launch start parameter (Telegram's `startapp`, or the same value in the web link's query).
 * Telegram allows at most 64 characters of [A-Za-z0-9_-], so every kind is a short prefix and an id:
 *
 * | Parameter            | Meaning                                           |
 * |----------------------|---------------------------------------------------|
 * | `debug`              | debug mode (on-screen console)                    |
 * | `r_<battle id>`      | watch the replay of that server battle            |
 * | `i_<invite code>`    | an invitation: remembered for sign-up             |
 *
 * Anything else (empty, unknown prefix, bad characters, too long) is `lobby`: the player simply enters the game.
 */
export type StartParam =
  | { kind: 'debug' }
  | { kind: 'replay'; battleId: string }
  | { kind: 'invite'; code: string }
  | { kind: 'lobby' };

/** Telegram's limit on a start parameter's length. */
export const START_PARAM_MAX_LENGTH = 64;
/** Telegram's alphabet for start parameters. */
const START_PARAM_ALPHABET = /^[A-Za-z0-9_-]+$/;
/** A server battle id: letters, digits and dashes (a UUID fits), after the 2-character prefix. */
const BATTLE_ID = /^[A-Za-z0-9-]{1,62}$/;
/** An invite code: 4 to 32 letters and digits. */
const INVITE_CODE = /^[A-Za-z0-9]{4,32}$/;

/** Reads a raw start parameter; never throws: whatever does not parse is `lobby`. */
export function parseStartParam(raw: string | null | undefined): StartParam {
  if (!raw || raw.length > START_PARAM_MAX_LENGTH || !START_PARAM_ALPHABET.test(raw)) return { kind: 'lobby' };
  if (raw === 'debug') return { kind: 'debug' };
  const prefix = raw.slice(0, 2);
  const rest = raw.slice(2);
  if (prefix === 'r_' && BATTLE_ID.test(rest)) return { kind: 'replay', battleId: rest };
  if (prefix === 'i_' && INVITE_CODE.test(rest)) return { kind: 'invite', code: rest };
  return { kind: 'lobby' };
}

/** Builds the start parameter of a kind (for share links); the inverse of {@link parseStartParam}. */
export function formatStartParam(param: StartParam): string {
  switch (param.kind) {
    case 'debug':
      return 'debug';
    case 'replay':
      return `r_${param.battleId}`;
    case 'invite':
      return `i_${param.code}`;
    case 'lobby':
      return '';
  }
}
