import { z } from 'zod';
import { accountLanguage } from '../accounts/language';
import { defineEndpoint } from '../api/endpoint';
import { battleId } from '../battles/battleMode';

/** What a player shares: a battle they fought (a victory), any replay code, or their own invitation. */
export const shareSubject = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('battle'), battleId }),
  z.object({ kind: z.literal('replay'), code: z.string().regex(/^[A-Za-z0-9_-]{10,64}$/, 'A replay code is 10 to 64 letters, digits, - or _') }),
  z.object({ kind: z.literal('invite') }),
]);
/** One of {@link shareSubject}. */
export type ShareSubject = z.infer<typeof shareSubject>;

/** POST /api/share/prepare: a message for the player to send into a Telegram chat, and the story parts. */
export const prepareShare = defineEndpoint({
  method: 'POST',
  path: '/api/share/prepare',
  summary: 'Prepare a Telegram message (and a story picture) sharing a battle, a replay or my invitation',
  auth: 'player',
  body: z.object({ subject: shareSubject, language: accountLanguage }),
  response: z.object({
    /** The Bot API's prepared message id, for the mini-app's shareMessage (Bot API 8.0). */
    preparedMessageId: z.string(),
    /** When the prepared message expires. */
    expiresAt: z.string().datetime(),
    /** The mini-app start parameter the message's button opens: `r_<replay code>` or `i_<invite code>`. */
    startParam: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
    /** https://t.me/<bot>?startapp=<startParam>: the fallback link (t.me/share) and the story's widget link. */
    link: z.string().url(),
    /** The message's caption in the requested language (also the t.me/share text). */
    caption: z.string(),
    /** The message's picture (JPEG, landscape). */
    imageUrl: z.string().url(),
    /** The story: a 9:16 picture, its caption (at most 200 characters) and the widget link's name (at most 48). */
    story: z.object({ imageUrl: z.string().url(), text: z.string().max(200), widgetName: z.string().max(48) }),
  }),
});
