import { z } from 'zod';
import { firstRunStep } from './firstRun';
import { accountLanguage } from './language';
import { balances } from './currency';
import { staminaView } from './stamina';

/** Ways to prove who you are. One account links many; wallets (evm, ton) arrive with the wallet issue. */
export const identityKind = z.enum(['email', 'telegram', 'google', 'apple', 'evm_wallet', 'ton_wallet']);
/** One of {@link identityKind}. */
export type IdentityKind = z.infer<typeof identityKind>;

/** A linked sign-in method as the owner sees it; `label` is a masked email, @username, or shortened address. */
export const linkedIdentity = z.object({
  id: z.string().uuid(),
  kind: identityKind,
  label: z.string(),
  verified: z.boolean(),
  linkedAt: z.string().datetime(),
});
/** See {@link linkedIdentity}. */
export type LinkedIdentity = z.infer<typeof linkedIdentity>;

/** The battle playback speeds a player can choose (playback's PLAYBACK_SPEEDS). */
export const BATTLE_SPEEDS = [0.5, 1, 2, 4] as const;
/** One of {@link BATTLE_SPEEDS}. */
export const battleSpeed = z.union([z.literal(0.5), z.literal(1), z.literal(2), z.literal(4)]);
/** A volume in percent. */
export const volumePercent = z.number().int().min(0).max(100);

/** Player preferences kept on the account so they follow the player between devices. */
export const accountSettings = z.object({
  language: accountLanguage,
  soundOn: z.boolean(),
  /** Sound effects' volume, 0–100. */
  soundVolume: volumePercent,
  musicOn: z.boolean(),
  /** The music loop's volume, 0–100. */
  musicVolume: volumePercent,
  /** Telegram's HapticFeedback; it is also silent while the sound is off. */
  hapticsOn: z.boolean(),
  /** The battle playback speed last chosen. */
  battleSpeed,
  reducedMotion: z.boolean(),
});
/** See {@link accountSettings}. */
export type AccountSettings = z.infer<typeof accountSettings>;

/** What the header and every signed-in screen needs about the player. */
export const accountSummary = z.object({
  id: z.string().uuid(),
  displayName: z.string(),
  /** A card id from the card set, or null for the default avatar. */
  avatarCardId: z.string().nullable(),
  /** A guest has no linked identity yet: only this browser's session can reach the account. */
  isGuest: z.boolean(),
  createdAt: z.string().datetime(),
});
/** See {@link accountSummary}. */
export type AccountSummary = z.infer<typeof accountSummary>;

/** Answer of every successful sign-in; the session itself travels in the httpOnly cookie, never in the body. */
export const signedIn = z.object({
  account: accountSummary,
  /** True when this sign-in created the account (the client then shows the new-player start). */
  created: z.boolean(),
  /** True when the proof was linked to the account that was already signed in, rather than signing in anew. */
  linked: z.boolean(),
});
/** See {@link signedIn}. */
export type SignedIn = z.infer<typeof signedIn>;

/** GET /api/account/me: the whole picture for /setting and the main header. */
export const accountMe = z.object({
  account: accountSummary,
  settings: accountSettings,
  identities: z.array(linkedIdentity),
  balances,
  stamina: staminaView,
  /** The first-run guide's step; `done` or `skipped` once it is over (docs/FIRST_SESSION.md). */
  firstRun: firstRunStep,
});
/** See {@link accountMe}. */
export type AccountMe = z.infer<typeof accountMe>;
