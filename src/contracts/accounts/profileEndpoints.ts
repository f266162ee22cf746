import { z } from 'zod';
import { defineEndpoint } from '../api/endpoint';
import { accountMe, accountSettings, accountSummary, battleSpeed, volumePercent } from './account';
import { balances } from './currency';
import { displayName } from './displayName';
import { firstRunStep } from './firstRun';
import { accountLanguage } from './language';
import { staminaView } from './stamina';

/** GET /api/account/me */
export const getMe = defineEndpoint({
  method: 'GET',
  path: '/api/account/me',
  summary: 'The signed-in account: profile, settings, linked sign-in methods, balances, stamina',
  auth: 'player',
  response: accountMe,
});

/**
 * Who is signed in, answered 200 either way: the page's first session check must not log a 401 in the console
 * of every signed-out visitor. `me` is exactly GET /api/account/me's answer, or null when nobody is signed in.
 */
export const sessionState = z.object({ me: accountMe.nullable() });

/** GET /api/account/session */
export const getSessionState = defineEndpoint({
  method: 'GET',
  path: '/api/account/session',
  summary: 'Whether a player is signed in, and if so the same account as /api/account/me (never 401)',
  auth: 'public',
  response: sessionState,
});

/** Body of PATCH /api/account/profile: every field optional, at least one present. */
export const updateProfileBody = z
  .object({
    displayName: displayName.optional(),
    /** A card id from the card set (checked against it by the server), or null for the default avatar. */
    avatarCardId: z.string().min(1).max(64).nullable().optional(),
    language: accountLanguage.optional(),
    soundOn: z.boolean().optional(),
    soundVolume: volumePercent.optional(),
    musicOn: z.boolean().optional(),
    musicVolume: volumePercent.optional(),
    hapticsOn: z.boolean().optional(),
    battleSpeed: battleSpeed.optional(),
    reducedMotion: z.boolean().optional(),
  })
  .strict()
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'Change at least one field');

/** PATCH /api/account/profile */
export const updateProfile = defineEndpoint({
  method: 'PATCH',
  path: '/api/account/profile',
  summary: 'Change display name, avatar, language, sound, music, haptics, battle speed or reduced motion',
  auth: 'player',
  body: updateProfileBody,
  response: z.object({ account: accountSummary, settings: accountSettings }),
});

/** DELETE /api/account/identities/:id: unlink a sign-in method; refused for the last one. */
export const unlinkIdentity = defineEndpoint({
  method: 'DELETE',
  path: '/api/account/identities/:id',
  summary: 'Unlink a sign-in method (never the last one)',
  auth: 'player',
  params: z.object({ id: z.string().uuid('Unknown sign-in method') }),
  response: z.object({ ok: z.literal(true) }),
});

/** GET /api/account/balances */
export const getBalances = defineEndpoint({
  method: 'GET',
  path: '/api/account/balances',
  summary: 'Currency balances',
  auth: 'player',
  response: z.object({ balances }),
});

/** GET /api/account/stamina */
export const getStamina = defineEndpoint({
  method: 'GET',
  path: '/api/account/stamina',
  summary: 'Current stamina, computed from timestamps',
  auth: 'player',
  response: z.object({ stamina: staminaView }),
});

/** Body of POST /api/account/first-run: the step the guide moves to (never back to the start). */
export const advanceFirstRunBody = z.object({ step: firstRunStep.exclude(['fight']) }).strict();

/** POST /api/account/first-run: moves the first-run guide forward, or ends it (`done`, `skipped`); a step back changes nothing. */
export const advanceFirstRun = defineEndpoint({
  method: 'POST',
  path: '/api/account/first-run',
  summary: 'Move the first-run guide forward or skip it (stored on the account, so it never shows again anywhere)',
  auth: 'player',
  body: advanceFirstRunBody,
  response: z.object({ firstRun: firstRunStep }),
});
