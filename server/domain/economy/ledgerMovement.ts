import type { Balances, Currency } from '../../../src/contracts/accounts/currency';
import type { LedgerReason } from '../../../src/contracts/accounts/ledgerReason';
import { SERVER_KEY_KINDS, SERVER_KEYED_REASONS, sameLedgerKey, serverKeyKind, type LedgerKey } from './ledgerKey';
import { LEDGER_REASON_RULES } from './ledgerReasonRules';

/** One currency changing by a signed whole amount. */
export interface LedgerLeg {
  currency: Currency;
  amount: number;
}

/**
 * One atomic change to an account's balances: all legs apply together or none do. Stored as one
 * `ledger_movements` row (unique per account, key source and idempotency key) plus one `ledger_entries` row per leg.
 */
export interface LedgerMovement {
  accountId: string;
  reason: LedgerReason;
  /** What caused it: a battle id, market order id, deposit tx hash... null when nothing external. */
  reference: string | null;
  /** The player's request key ({@link clientKey}) or one the server derives ({@link serverKey}); a retry reuses it. */
  idempotencyKey: LedgerKey;
  legs: readonly LedgerLeg[];
}

/** Why a movement is malformed (a programming error, not a player error). */
export type MovementProblem =
  | 'no_legs'
  | 'zero_amount'
  | 'not_whole_number'
  | 'too_large'
  | 'duplicate_currency'
  | 'wrong_direction'
  | 'bad_idempotency_key'
  | 'bad_reference';

/** Largest single leg: far above any real price, far below where bigint sums could overflow a JS number. */
export const MAX_LEG_AMOUNT = 1_000_000_000_000;
/** A client key as the request schemas admit it. */
const CLIENT_KEY = /^[A-Za-z0-9_.:-]{8,128}$/;
/** A server key: its kind, then parts in the same alphabet (store ids are mapped into it). */
const SERVER_KEY = /^[a-z-]+:[A-Za-z0-9_.:-]{1,190}$/;

/** Whether a key fits its source and the movement's reason: server reasons only under their own kind of server key. */
function keyFits(key: LedgerKey, reason: LedgerReason): boolean {
  if (key.source === 'client') return CLIENT_KEY.test(key.value) && !SERVER_KEYED_REASONS.has(reason);
  const kind = serverKeyKind(key);
  return SERVER_KEY.test(key.value) && kind !== undefined && kind in SERVER_KEY_KINDS && SERVER_KEY_KINDS[kind as keyof typeof SERVER_KEY_KINDS] === reason;
}

/** Checks a movement's shape and its legs' signs against its reason; returns every problem (none = valid). */
export function validateMovement(movement: LedgerMovement): MovementProblem[] {
  const problems = new Set<MovementProblem>();
  const { legs } = movement;
  if (legs.length === 0) problems.add('no_legs');
  for (const leg of legs) {
    if (!Number.isInteger(leg.amount)) problems.add('not_whole_number');
    else if (leg.amount === 0) problems.add('zero_amount');
    else if (Math.abs(leg.amount) > MAX_LEG_AMOUNT) problems.add('too_large');
  }
  if (new Set(legs.map((l) => l.currency)).size !== legs.length) problems.add('duplicate_currency');
  const credits = legs.filter((l) => l.amount > 0).length;
  const debits = legs.filter((l) => l.amount < 0).length;
  const direction = LEDGER_REASON_RULES[movement.reason];
  const fits =
    direction === 'any' ||
    (direction === 'credit' && debits === 0) ||
    (direction === 'debit' && credits === 0) ||
    (direction === 'exchange' && credits > 0 && debits > 0);
  if (legs.length > 0 && !fits) problems.add('wrong_direction');
  if (!keyFits(movement.idempotencyKey, movement.reason)) problems.add('bad_idempotency_key');
  if (movement.reference !== null && (movement.reference.length === 0 || movement.reference.length > 200)) problems.add('bad_reference');
  return [...problems];
}

/** All four balances at zero: an account that never touched a currency. */
export function emptyBalances(): Balances {
  return { gold_coin: 0, game_coin: 0, invite_points: 0, fragments: 0 };
}

/** A spend that would take a balance below zero. */
export interface InsufficientFunds {
  error: 'insufficient_funds';
  currency: Currency;
  needed: number;
  available: number;
}

/**
 * Applies a (valid) movement to balances in memory: the reference semantics that the SQL implementation
 * (conditional `UPDATE ... WHERE amount >= $n` per debit leg, in one transaction) must match. Refuses, changing
 * nothing, if any leg would go below zero.
 */
export function applyMovement(balances: Balances, movement: LedgerMovement): { ok: true; balances: Balances } | ({ ok: false } & InsufficientFunds) {
  const next: Balances = { ...balances };
  for (const leg of movement.legs) {
    const after = next[leg.currency] + leg.amount;
    if (after < 0) return { ok: false, error: 'insufficient_funds', currency: leg.currency, needed: -leg.amount, available: next[leg.currency] };
    next[leg.currency] = after;
  }
  return { ok: true, balances: next };
}

/**
 * Whether a retried request asks for the same movement as the one stored under its idempotency key. Same:
 * answer with the original result. Different: the key was reused for another operation, a conflict (409).
 */
export function sameMovement(a: LedgerMovement, b: LedgerMovement): boolean {
  const legs = (m: LedgerMovement) => [...m.legs].sort((x, y) => x.currency.localeCompare(y.currency)).map((l) => `${l.currency}:${l.amount}`).join(',');
  return a.accountId === b.accountId && a.reason === b.reason && a.reference === b.reference && sameLedgerKey(a.idempotencyKey, b.idempotencyKey) && legs(a) === legs(b);
}
