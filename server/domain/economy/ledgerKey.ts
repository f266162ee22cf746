import type { LedgerReason } from '../../../src/contracts/accounts/ledgerReason';

/**
 * Where a ledger key comes from. Keys are unique per (account, source, key), so a key a player sends can never
 * equal a key the server derives, whatever its text: a conversion posted under `market-sale:<listing>` is a
 * client key and leaves the sale's credit, a server key, untouched.
 */
export type LedgerKeySource = 'client' | 'server';

declare const ledgerKeyBrand: unique symbol;

/** An idempotency key of the ledger; built only by {@link clientKey} or {@link serverKey}. */
export interface LedgerKey {
  readonly source: LedgerKeySource;
  readonly value: string;
  readonly [ledgerKeyBrand]: true;
}

/**
 * Every kind of key the server derives, with the one ledger reason posted under it. The migration that split the
 * namespaces (0013) classified stored movements by these reasons: keep them in step (ledgerKey.test.ts checks;
 * reasons born after it, {@link REASONS_AFTER_KEY_SPLIT}, had no movements to classify).
 */
export const SERVER_KEY_KINDS = {
  'starter-grant': 'starter_grant',
  'battle-reward': 'battle_reward',
  'market-sale': 'market_sale',
  invite: 'invite_reward',
  purchase: 'purchase',
  refund: 'purchase_refund',
  deposit: 'deposit',
  'ton-check-in': 'activity_reward',
  // A season's league reward (per season and player), a daily quest's (per player, day and slot), the streak's (per player and day).
  'season-reward': 'season_reward',
  'quest-reward': 'quest_reward',
  'streak-reward': 'streak_reward',
  // One per (player, tournament): the entry fee, its refund, the prize.
  'tournament-entry': 'tournament_entry',
  'tournament-refund': 'tournament_refund',
  'tournament-prize': 'tournament_prize',
  // Corrections by the operators (support tooling, tests' grants); never a player's key.
  admin: 'admin_adjustment',
} as const satisfies Record<string, LedgerReason>;

/** Server-keyed reasons added after migration 0013 split the key namespaces (so it names none of them): always posted under server keys. */
export const REASONS_AFTER_KEY_SPLIT: ReadonlySet<LedgerReason> = new Set(['season_reward', 'quest_reward', 'streak_reward', 'tournament_entry', 'tournament_refund', 'tournament_prize']);

/** One of {@link SERVER_KEY_KINDS}. */
export type ServerKeyKind = keyof typeof SERVER_KEY_KINDS;

/** The ledger reasons only the server posts (always under a server key). */
export const SERVER_KEYED_REASONS: ReadonlySet<LedgerReason> = new Set(Object.values(SERVER_KEY_KINDS));

/** A key the player sent (a request's `idempotencyKey`, already validated at the boundary). */
export function clientKey(raw: string): LedgerKey {
  return { source: 'client', value: raw } as LedgerKey;
}

/** A key the server derives: `<kind>:<part>:<part>...`, in the server's own namespace. */
export function serverKey(kind: ServerKeyKind, ...parts: readonly (string | number)[]): LedgerKey {
  return { source: 'server', value: [kind, ...parts].join(':') } as LedgerKey;
}

/** The kind a server key was derived for (its text up to the first colon). */
export function serverKeyKind(key: LedgerKey): string | undefined {
  return key.source === 'server' ? key.value.split(':', 1)[0] : undefined;
}

/** Whether two keys are the same key (same source and text). */
export function sameLedgerKey(a: LedgerKey, b: LedgerKey): boolean {
  return a.source === b.source && a.value === b.value;
}
