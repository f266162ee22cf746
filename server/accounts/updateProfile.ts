import type { z } from 'zod';
import type { AccountSettings, AccountSummary } from '../../src/contracts/accounts/account';
import type { updateProfileBody } from '../../src/contracts/accounts/profileEndpoints';
import { refuse, type Outcome } from '../../src/contracts/api/refusal';
import { accountSettingsOf, accountSummaryOf } from '../db/accountRepository';
import { isAvatarCard } from '../domain/accounts/isAvatarCard';
import type { AppDeps } from '../appDeps';

const SETTING_KEYS = ['soundOn', 'soundVolume', 'musicOn', 'musicVolume', 'hapticsOn', 'battleSpeed', 'reducedMotion'] as const;

/** The settings a change sets (the others are left as they are). */
function definedSettings(changes: z.output<typeof updateProfileBody>): Partial<Pick<AccountSettings, (typeof SETTING_KEYS)[number]>> {
  return Object.fromEntries(SETTING_KEYS.filter((key) => changes[key] !== undefined).map((key) => [key, changes[key]]));
}

/**
 * Changes the display name, avatar, language, or a setting (sound, music, haptics, battle speed, reduced motion). The account's cached sessions are dropped
 * here, so refusals are worded in a new language at once (other processes' caches follow within their short TTL).
 */
export async function updateProfile(
  deps: Pick<AppDeps, 'db' | 'repositories' | 'sessionCache'>,
  input: { playerId: string; changes: z.output<typeof updateProfileBody> },
): Promise<Outcome<{ account: AccountSummary; settings: AccountSettings }, 'unknown_avatar'>> {
  const { changes, playerId } = input;
  if (changes.avatarCardId && !isAvatarCard(changes.avatarCardId)) return refuse('unknown_avatar', { field: 'avatarCardId' });
  const updated = await deps.repositories.accounts.updateAccount(deps.db, playerId, {
    ...(changes.displayName === undefined ? {} : { displayName: changes.displayName }),
    ...(changes.avatarCardId === undefined ? {} : { avatarCardId: changes.avatarCardId }),
    ...(changes.language === undefined ? {} : { language: changes.language }),
    ...definedSettings(changes),
  });
  if (!updated) throw new Error(`account ${playerId} of a live session does not exist`);
  if (changes.language !== undefined) deps.sessionCache.forgetAccount(playerId);
  return { ok: true, value: { account: accountSummaryOf(updated, await deps.repositories.accounts.identitiesOf(deps.db, playerId)), settings: accountSettingsOf(updated) } };
}
