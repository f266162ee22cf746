import { and, asc, eq, sql } from 'drizzle-orm';
import { battleSpeed, identityKind, type AccountSettings, type AccountSummary, type IdentityKind, type LinkedIdentity } from '../../src/contracts/accounts/account';
import { currency as currencySchema, type Balances } from '../../src/contracts/accounts/currency';
import { accountLanguage, type AccountLanguage } from '../../src/contracts/accounts/language';
import { FIRST_RUN_START } from '../../src/contracts/accounts/firstRunSteps';
import { isGuestAccount } from '../../src/rules/identityRules';
import { planContentStarterGrant } from '../domain/accounts/contentStarterGrant';
import { identityLabel } from '../domain/accounts/identityLabel';
import { starterTeamName } from '../domain/accounts/starterTeamName';
import { emptyBalances } from '../domain/economy/ledgerMovement';
import type { StaminaConfig, StaminaRecord } from '../domain/economy/stamina';
import type { Db } from './database';
import { ledgerRepository } from './ledgerRepository';
import { accountIdentities, accounts, balances, cardInstances, stamina } from './schema';
import { staminaRepository } from './staminaRepository';
import { placeStarterTeamIn } from './starterTeamPlacement';

/** An identity row as the flows need it. */
export type IdentityRow = typeof accountIdentities.$inferSelect;
/** An account row. */
export type AccountRow = typeof accounts.$inferSelect;

/**
 * Grants the new-player start inside `tx`, exactly once per account: the starter movement's idempotency key is
 * claimed first, and the cards are inserted only if this transaction claimed it. A repeat (or a concurrent twin,
 * which waits on the unique index) finds the key taken and grants nothing. With `team`, the granted cards are also
 * saved as the account's first team (placed, the defence team). Returns whether it granted.
 */
async function grantStarterIn(tx: Db, accountId: string, team?: { name: string; now: Date }): Promise<boolean> {
  const plan = planContentStarterGrant(accountId);
  const posted = await ledgerRepository.post(tx, plan.movement);
  if (posted.status !== 'applied') return false;
  const copies = await tx
    .insert(cardInstances)
    .values(plan.cards.map((card) => ({ accountId, cardId: card.cardId, level: card.level, sourceReason: 'starter_grant', sourceRef: plan.idempotencyKey.value })))
    .returning({ id: cardInstances.id, cardId: cardInstances.cardId });
  if (team) await placeStarterTeamIn(tx, accountId, copies, team.name, team.now);
  return true;
}

/** {@link grantStarterIn} in its own transaction. */
function grantStarter(db: Db, accountId: string): Promise<boolean> {
  return db.transaction((tx) => grantStarterIn(tx, accountId));
}

/**
 * Creates an account inside `tx` with everything a new player has: zero balance rows, full stamina, and the
 * new-player start (starter cards and currencies, the starter team placed) and the first-run guide ahead. Returns the new id.
 */
async function createAccountIn(tx: Db, input: { displayName: string; language: AccountLanguage; now: Date; stamina: StaminaConfig }): Promise<string> {
  const [row] = await tx
    .insert(accounts)
    .values({ displayName: input.displayName, language: input.language, createdAt: input.now, firstRun: FIRST_RUN_START })
    .returning({ id: accounts.id });
  if (!row) throw new Error('INSERT accounts returned no row');
  await ledgerRepository.openAccount(tx, row.id);
  await staminaRepository.open(tx, row.id, input.now, input.stamina);
  await grantStarterIn(tx, row.id, { name: starterTeamName(input.language), now: input.now });
  return row.id;
}

/** One account, or undefined. */
async function findAccount(db: Db, accountId: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, accountId)).limit(1);
  return row;
}

/** The identity of `kind` with `subject`, if someone linked it. */
async function findIdentity(db: Db, kind: IdentityKind, subject: string): Promise<IdentityRow | undefined> {
  const [row] = await db
    .select()
    .from(accountIdentities)
    .where(and(eq(accountIdentities.kind, kind), eq(accountIdentities.subject, subject)))
    .limit(1);
  return row;
}

/** Every identity of an account, oldest first. */
function identitiesOf(db: Db, accountId: string): Promise<IdentityRow[]> {
  return db.select().from(accountIdentities).where(eq(accountIdentities.accountId, accountId)).orderBy(asc(accountIdentities.createdAt), asc(accountIdentities.id));
}

/** Links a new identity to an account. */
async function insertIdentity(
  db: Db,
  input: { accountId: string; kind: IdentityKind; subject: string; verified: boolean; passwordHash?: string | null; email?: string | null; displayHint?: string | null; now: Date },
): Promise<IdentityRow> {
  const [row] = await db
    .insert(accountIdentities)
    .values({
      accountId: input.accountId,
      kind: input.kind,
      subject: input.subject,
      verified: input.verified,
      passwordHash: input.passwordHash ?? null,
      email: input.email ?? null,
      displayHint: input.displayHint ?? null,
      createdAt: input.now,
      lastUsedAt: input.verified ? input.now : null,
    })
    .returning();
  if (!row) throw new Error('INSERT account_identities returned no row');
  return row;
}

/** Changes an identity's mutable fields. */
async function updateIdentity(
  db: Db,
  identityId: string,
  changes: Partial<Pick<IdentityRow, 'accountId' | 'verified' | 'passwordHash' | 'displayHint' | 'email' | 'lastUsedAt'>>,
): Promise<void> {
  await db.update(accountIdentities).set(changes).where(eq(accountIdentities.id, identityId));
}

/** Unlinks an identity of an account; false if it was not there. */
async function deleteIdentity(db: Db, accountId: string, identityId: string): Promise<boolean> {
  const deleted = await db
    .delete(accountIdentities)
    .where(and(eq(accountIdentities.id, identityId), eq(accountIdentities.accountId, accountId)))
    .returning({ id: accountIdentities.id });
  return deleted.length === 1;
}

/** What an account's own view (/me) is made of: the account, its identities (oldest first), balances and stamina. */
export interface AccountMeRows {
  account: AccountRow;
  identities: Pick<IdentityRow, 'id' | 'kind' | 'subject' | 'verified' | 'email' | 'displayHint' | 'createdAt'>[];
  balances: Balances;
  stamina: StaminaRecord;
}

interface IdentityJson {
  id: string;
  kind: string;
  subject: string;
  verified: boolean;
  email: string | null;
  displayHint: string | null;
  createdAt: string;
}

/**
 * Everything /me shows in one round trip: the account row joined with its stamina, identities and balances
 * aggregated as JSON in correlated subqueries (instead of four queries; the hot path of every page load).
 */
async function readAccountMe(db: Db, accountId: string): Promise<AccountMeRows | undefined> {
  let prepared = accountMeQueries.get(db);
  if (!prepared) accountMeQueries.set(db, (prepared = accountMeQuery(db)));
  const [row] = await prepared.execute({ accountId });
  if (!row) return undefined;
  const held = emptyBalances();
  for (const [name, amount] of Object.entries(row.balances)) {
    const c = currencySchema.safeParse(name);
    if (c.success) held[c.data] = Number(amount);
  }
  return {
    account: row.account,
    identities: row.identities.map((i) => ({ ...i, createdAt: new Date(i.createdAt) })),
    balances: held,
    stamina: { value: row.staminaValue, asOf: row.staminaAsOf },
  };
}

/** {@link readAccountMe}'s query, built once per database and prepared (placeholder `accountId`). */
const accountMeQueries = new WeakMap<Db, ReturnType<typeof accountMeQuery>>();

function accountMeQuery(db: Db) {
  return db
    .select({
      account: accounts,
      staminaValue: stamina.value,
      staminaAsOf: stamina.asOf,
      identities: sql<IdentityJson[]>`(select coalesce(json_agg(json_build_object('id', i.id, 'kind', i.kind, 'subject', i.subject, 'verified', i.verified,
        'email', i.email, 'displayHint', i.display_hint, 'createdAt', i.created_at) order by i.created_at, i.id), '[]'::json)
        from ${accountIdentities} i where i.account_id = ${accounts.id})`,
      balances: sql<Record<string, number | string>>`(select coalesce(json_object_agg(b.currency, b.amount), '{}'::json) from ${balances} b where b.account_id = ${accounts.id})`,
    })
    .from(accounts)
    .innerJoin(stamina, eq(stamina.accountId, accounts.id))
    .where(eq(accounts.id, sql.placeholder('accountId')))
    .limit(1)
    .prepare('account_me');
}

/** The header's view of an account. A guest is an account with no verified identity: only its cookie reaches it. */
export function accountSummaryOf(account: AccountRow, identities: readonly Pick<IdentityRow, 'verified'>[]): AccountSummary {
  return {
    id: account.id,
    displayName: account.displayName,
    avatarCardId: account.avatarCardId,
    isGuest: isGuestAccount(identities),
    createdAt: account.createdAt.toISOString(),
  };
}

/** The account's preferences. */
export function accountSettingsOf(account: AccountRow): AccountSettings {
  return {
    language: accountLanguage.catch('en').parse(account.language),
    soundOn: account.soundOn,
    soundVolume: account.soundVolume,
    musicOn: account.musicOn,
    musicVolume: account.musicVolume,
    hapticsOn: account.hapticsOn,
    battleSpeed: battleSpeed.catch(1).parse(account.battleSpeed),
    reducedMotion: account.reducedMotion,
  };
}

/** A linked identity as /setting lists it. */
export function linkedIdentityOf(row: AccountMeRows['identities'][number]): LinkedIdentity {
  const kind = identityKind.parse(row.kind);
  const label = row.displayHint ?? identityLabel(kind, { email: kind === 'email' ? row.subject : row.email, address: row.subject });
  return { id: row.id, kind, label, verified: row.verified, linkedAt: row.createdAt.toISOString() };
}

/** The account's settings a profile change may set (all but the language, which has its own rules). */
type AccountSettingKey = 'soundOn' | 'soundVolume' | 'musicOn' | 'musicVolume' | 'hapticsOn' | 'battleSpeed' | 'reducedMotion';

/** Applies a profile change. */
async function updateAccount(
  db: Db,
  accountId: string,
  changes: Partial<Pick<AccountRow, 'displayName' | 'avatarCardId' | 'language' | AccountSettingKey>>,
): Promise<AccountRow | undefined> {
  const [row] = await db.update(accounts).set(changes).where(eq(accounts.id, accountId)).returning();
  return row;
}

/** Locks an account row until the transaction ends: serialises changes that check the account as a whole. */
async function lockAccount(tx: Db, accountId: string): Promise<void> {
  await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
}

/** The accounts and their sign-in identities (docs/ACCOUNTS.md). Every method runs on the `Db` it is given first (the database or the caller's transaction). */
export const accountRepository = { grantStarterIn, grantStarter, createAccountIn, findAccount, findIdentity, identitiesOf, insertIdentity, updateIdentity, deleteIdentity, readAccountMe, updateAccount, lockAccount };
