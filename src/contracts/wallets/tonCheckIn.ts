import { z } from 'zod';
import { balances, currency } from '../accounts/currency';
import { tonRawAddress } from './tonProof';

/** The reward of one check-in (src/content/economy/tonCheckIn.ts). */
const checkInReward = z.object({ currency, amount: z.number().int().positive() });

/** Today's check-in for the player: the reward, whether it is done, and when the next one opens (UTC midnight). */
export const tonCheckInStatus = z.object({ day: z.string(), reward: checkInReward, checkedIn: z.boolean(), nextAt: z.string().datetime() });
/** See {@link tonCheckInStatus}. */
export type TonCheckInStatus = z.infer<typeof tonCheckInStatus>;

/** What the server asks the wallet to sign for today's check-in: the exact text, its UTC day and the reward. */
export const tonCheckInOffer = z.object({
  /** The text the wallet shows and signs (TON Connect signData, type `text`); single-use, 5 minutes. */
  text: z.string(),
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  expiresAt: z.string().datetime(),
  reward: checkInReward,
});
/** See {@link tonCheckInOffer}. */
export type TonCheckInOffer = z.infer<typeof tonCheckInOffer>;

/**
 * A wallet's signData answer for a text payload (TON Connect `SignDataResponse`), plus the state init TON Connect
 * reported for the account at connection: the server reads the wallet's key from it and checks it hashes to the
 * address.
 */
export const tonSignedText = z.object({
  address: tonRawAddress,
  /** Seconds since the epoch, as the wallet stamped the signature. */
  timestamp: z.number().int().nonnegative(),
  domain: z.string().min(1).max(253),
  payload: z.object({ type: z.literal('text'), text: z.string().min(1).max(1000) }),
  /** Base64 Ed25519 signature (64 bytes). */
  signature: z.string().regex(/^[A-Za-z0-9+/_-]{86}(==)?$/, 'Expected a base64 Ed25519 signature'),
  /** Base64 BOC of the wallet's state init. */
  stateInit: z.string().min(1).max(8192),
});
/** See {@link tonSignedText}. */
export type TonSignedText = z.infer<typeof tonSignedText>;

/** A credited check-in: the day, the reward and the balances after it. */
export const tonCheckInResult = z.object({ day: z.string(), reward: checkInReward, balances });
/** See {@link tonCheckInResult}. */
export type TonCheckInResult = z.infer<typeof tonCheckInResult>;
