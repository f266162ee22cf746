import { sql } from 'drizzle-orm';
import { bigint, boolean, check, doublePrecision, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A player: name, avatar and settings. Ids are random uuids, so they are not enumerable. */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    displayName: text('display_name').notNull(),
    avatarCardId: text('avatar_card_id'),
    language: text('language').notNull().default('en'),
    soundOn: boolean('sound_on').notNull().default(true),
    soundVolume: integer('sound_volume').notNull().default(80),
    musicOn: boolean('music_on').notNull().default(true),
    musicVolume: integer('music_volume').notNull().default(50),
    hapticsOn: boolean('haptics_on').notNull().default(true),
    battleSpeed: doublePrecision('battle_speed').notNull().default(1),
    reducedMotion: boolean('reduced_motion').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** The first-run guide's step (src/contracts/accounts/firstRun.ts); accounts older than the guide are done. */
    firstRun: text('first_run').notNull().default('done'),
  },
  (t) => [
    check('accounts_language_check', sql`${t.language} in ('en', 'ru', 'zh')`),
    check('accounts_first_run_check', sql`${t.firstRun} in ('fight', 'place', 'refight', 'reward', 'done', 'skipped')`),
    check('accounts_volumes_check', sql`${t.soundVolume} between 0 and 100 and ${t.musicVolume} between 0 and 100`),
    check('accounts_battle_speed_check', sql`${t.battleSpeed} in (0.5, 1, 2, 4)`),
  ],
);

/** One way to prove ownership of an account (email, Telegram, Google, Apple; wallets later). One account, many. */
export const accountIdentities = pgTable(
  'account_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** email: normalised address; telegram: user id; google/apple: OIDC `sub`; wallets: normalised address. */
    subject: text('subject').notNull(),
    verified: boolean('verified').notNull().default(false),
    /** Email only: `$scrypt$...`. */
    passwordHash: text('password_hash'),
    /** What the provider shared (informational; never used to match accounts). */
    email: text('email'),
    /** The label shown in /setting (@username, masked email, name). */
    displayHint: text('display_hint'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    lastUsedAt: timestamptz('last_used_at'),
  },
  (t) => [
    uniqueIndex('account_identities_kind_subject_idx').on(t.kind, t.subject),
    index('account_identities_account_idx').on(t.accountId),
    check('account_identities_kind_check', sql`${t.kind} in ('email', 'telegram', 'google', 'apple', 'evm_wallet', 'ton_wallet')`),
  ],
);

/** Sign-in sessions; the token is only in the cookie, the row keeps its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull(),
    lastSeenAt: timestamptz('last_seen_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [index('sessions_account_idx').on(t.accountId)],
);

/** Email verification codes, stored as salted hashes; the newest per email is the live one. */
export const emailVerificationCodes = pgTable(
  'email_verification_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    salt: text('salt').notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamptz('consumed_at'),
  },
  (t) => [index('email_verification_codes_email_idx').on(t.email, t.createdAt)],
);

/** Issued OIDC nonces (hashed), single use. */
export const oidcNonces = pgTable('oidc_nonces', {
  nonceHash: text('nonce_hash').primaryKey(),
  provider: text('provider').notNull(),
  createdAt: timestamptz('created_at').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  consumedAt: timestamptz('consumed_at'),
});

/** Failed sign-in attempts: the rate limiter's sliding-window log. */
export const authFailures = pgTable(
  'auth_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    at: timestamptz('at').notNull(),
  },
  (t) => [index('auth_failures_key_at_idx').on(t.key, t.at)],
);

/** Current balance per account and currency; the CHECK is the last line of defence against negatives. */
export const balances = pgTable(
  'balances',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.currency] }),
    check('balances_amount_check', sql`${t.amount} >= 0`),
    check('balances_currency_check', sql`${t.currency} in ('gold_coin', 'game_coin', 'invite_points', 'fragments')`),
  ],
);

/** One atomic currency change (append-only: a trigger refuses UPDATE and DELETE). */
export const ledgerMovements = pgTable(
  'ledger_movements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    /** `client`: the key a player sent; `server`: a key the server derived. Two namespaces: they never collide. */
    keySource: text('key_source').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    reason: text('reason').notNull(),
    reference: text('reference'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_movements_account_source_key_idx').on(t.accountId, t.keySource, t.idempotencyKey),
    check('ledger_movements_key_source_check', sql`${t.keySource} in ('client', 'server')`),
  ],
);

/** One leg of a movement: a currency and a signed amount, with the balance it left (append-only). */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    movementId: bigint('movement_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerMovements.id),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.movementId, t.currency] }),
    check('ledger_entries_amount_check', sql`${t.amount} <> 0`),
    check('ledger_entries_balance_after_check', sql`${t.balanceAfter} >= 0`),
  ],
);

/** Stamina as (value, as_of): the current value is computed on read, no timers. */
export const stamina = pgTable(
  'stamina',
  {
    accountId: uuid('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    value: integer('value').notNull(),
    asOf: timestamptz('as_of').notNull(),
  },
  (t) => [check('stamina_value_check', sql`${t.value} >= 0`)],
);

/**
 * Pending email registrations. A claim holds the password its claimant chose and the account it is for (null:
 * a new account), and is redeemed only by the browser holding its token (an httpOnly cookie) together with a code
 * mailed to the address. So the password an address ends up with is the one chosen by whoever proves the mailbox.
 */
export const emailClaims = pgTable(
  'email_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    /** SHA-256 of the claim cookie's token. */
    tokenHash: text('token_hash').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    /** The signed-in account the address is being added to; null: a new account on confirmation. */
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    language: text('language').notNull().default('en'),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    consumedAt: timestamptz('consumed_at'),
  },
  (t) => [index('email_claims_email_idx').on(t.email, t.createdAt)],
);
