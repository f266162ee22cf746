import type { accountsApi } from '../../../src/contracts/accounts';
import { accountSettingsOf, accountSummaryOf, deleteIdentity, findAccount, identitiesOf, linkedIdentityOf, lockAccount, updateAccount } from '../../db/accountRepository';
import type { Db } from '../../db/database';
import { readBalances } from '../../db/ledgerRepository';
import { readStamina } from '../../db/staminaRepository';
import { canUnlinkIdentity } from '../../domain/accounts/identityRules';
import { isAvatarCard } from '../../domain/accounts/isAvatarCard';
import { staminaView } from '../../domain/economy/stamina';
import { accountFailure } from '../../http/requestContext';
import type { Handlers } from '../../http/registerEndpoints';
import type { AccountDeps } from './accountDeps';

type ProfileHandlers = Pick<Handlers<typeof accountsApi>, 'getMe' | 'getSessionState' | 'updateProfile' | 'unlinkIdentity' | 'getBalances' | 'getStamina'>;

async function accountOrThrow(db: Db, accountId: string) {
  const account = await findAccount(db, accountId);
  // A session outlives its account only if the account was deleted mid-request.
  if (!account) throw new Error(`account ${accountId} of a live session does not exist`);
  return account;
}

/** Everything "who am I" for one account: profile, settings, linked methods, balances and stamina now. */
async function readMe(deps: AccountDeps, accountId: string) {
  const [account, identities, balances, stamina] = await Promise.all([
    accountOrThrow(deps.db, accountId),
    identitiesOf(deps.db, accountId),
    readBalances(deps.db, accountId),
    readStamina(deps.db, accountId),
  ]);
  return {
    account: accountSummaryOf(account, identities),
    settings: accountSettingsOf(account),
    identities: identities.map(linkedIdentityOf),
    balances,
    stamina: staminaView(stamina, deps.now(), deps.stamina),
  };
}

/** The signed-in player's profile, settings, linked methods, balances and stamina. */
export function profileHandlers(deps: AccountDeps): ProfileHandlers {
  return {
    getMe: ({ player }) => readMe(deps, player.id),
    async getSessionState({ context }) {
      const player = await deps.authenticate(context);
      return { me: player ? await readMe(deps, player.id) : null };
    },
    async updateProfile({ body, player }) {
      if (body.avatarCardId && !isAvatarCard(body.avatarCardId)) throw accountFailure('unknown_avatar', player.language, { field: 'avatarCardId' });
      const updated = await updateAccount(deps.db, player.id, {
        ...(body.displayName === undefined ? {} : { displayName: body.displayName }),
        ...(body.avatarCardId === undefined ? {} : { avatarCardId: body.avatarCardId }),
        ...(body.language === undefined ? {} : { language: body.language }),
        ...(body.soundOn === undefined ? {} : { soundOn: body.soundOn }),
        ...(body.reducedMotion === undefined ? {} : { reducedMotion: body.reducedMotion }),
      });
      if (!updated) throw new Error(`account ${player.id} of a live session does not exist`);
      return { account: accountSummaryOf(updated, await identitiesOf(deps.db, player.id)), settings: accountSettingsOf(updated) };
    },
    async unlinkIdentity({ params, player }) {
      await deps.db.transaction(async (tx) => {
        // Two parallel unlinks must not both see the other identity as "the one that remains".
        await lockAccount(tx, player.id);
        const identities = await identitiesOf(tx, player.id);
        const allowed = canUnlinkIdentity(identities, params.id);
        if (!allowed.ok) throw accountFailure(allowed.reason === 'not_found' ? 'identity_not_found' : 'last_identity', player.language, { field: 'id' });
        await deleteIdentity(tx, player.id, params.id);
      });
      return { ok: true as const };
    },
    async getBalances({ player }) {
      return { balances: await readBalances(deps.db, player.id) };
    },
    async getStamina({ player }) {
      return { stamina: staminaView(await readStamina(deps.db, player.id), deps.now(), deps.stamina) };
    },
  };
}
