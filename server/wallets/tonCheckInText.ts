import { serverKey, type LedgerKey } from '../domain/economy/ledgerKey';

/** What one check-in text names: the UTC day, the account and the single-use code. */
export interface TonCheckInParts {
  day: string;
  accountId: string;
  code: string;
}

/**
 * The text a wallet shows and signs for a check-in. English on purpose: it is the signed record (the same bytes
 * whatever the player's language), and wallets show it verbatim; the game's own screens explain it translated.
 */
export function tonCheckInText(parts: TonCheckInParts): string {
  return `TCG daily check-in\nDay: ${parts.day}\nPlayer: ${parts.accountId}\nCode: ${parts.code}`;
}

const TEXT = /^TCG daily check-in\nDay: (\d{4}-\d{2}-\d{2})\nPlayer: ([0-9a-f-]{36})\nCode: ([0-9a-f]{64})$/;

/** The parts of a check-in text exactly as {@link tonCheckInText} writes it, or null for any other text. */
export function parseTonCheckInText(text: string): TonCheckInParts | null {
  const match = TEXT.exec(text);
  if (!match) return null;
  const [, day = '', accountId = '', code = ''] = match;
  return { day, accountId, code };
}

/** The single-use challenge stored for a check-in: bound to its account and day, so no other can spend it. */
export function tonCheckInChallenge(parts: TonCheckInParts): string {
  return `check-in.${parts.accountId}.${parts.day}.${parts.code}`;
}

/** The ledger idempotency key of an account's check-in on `day`: one credit per UTC day, whatever the race. */
export function tonCheckInKey(day: string): LedgerKey {
  return serverKey('ton-check-in', day);
}
