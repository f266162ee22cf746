import type { AccountLanguage } from '../../src/contracts/accounts/language';
import type { AppDeps } from '../appDeps';
import { refuse, succeed, type Outcome } from '../../src/contracts/api/refusal';
import { decodeReplay, encodeReplay, replayStartParam } from '../../src/contracts/replay';
import type { ShareSubject } from '../../src/contracts/share/shareEndpoints';
import { TelegramBotApiError } from '../adapters/telegramBotApi';
import { battleRecordOf } from '../battles/battleRecordOf';
import type { ShareRefusalReason } from '../../src/contracts/share/shareRefusalReason';
import { SHARE_TEXTS, shareCaption, type ShareCaptionKind } from './shareCaptions';
import { SHARE_IMAGE_SIZE } from './shareImageSvg';
import { battleScene } from './shareScenes';
import { telegramStartLink } from './telegramStartLink';

/** What the client gets to share: the prepared message, and the parts of the fallbacks and of a story. */
export interface PreparedShare {
  preparedMessageId: string;
  expiresAt: string;
  startParam: string;
  link: string;
  caption: string;
  imageUrl: string;
  story: { imageUrl: string; text: string; widgetName: string };
}


type Resolved = { startParam: string; kind: ShareCaptionKind; rounds?: number; code?: string };

async function resolveSubject(deps: Pick<AppDeps, 'db' | 'repositories'>, accountId: string, subject: ShareSubject): Promise<Outcome<Resolved, ShareRefusalReason>> {
  if (subject.kind === 'invite') {
    const code = await deps.repositories.invites.ensureCode(deps.db, accountId);
    return succeed({ startParam: `i_${code}`, kind: 'invite', code });
  }
  if (subject.kind === 'battle') {
    const row = await deps.repositories.battles.get(deps.db, subject.battleId);
    if (!row) return refuse('battle_not_found');
    if (row.attackerId !== accountId && row.defenderId !== accountId) return refuse('not_your_battle');
    const record = battleRecordOf(row);
    const startParam = replayStartParam(encodeReplay(record.input, record.eventHash));
    if (startParam === null) return refuse('bad_replay');
    const side = row.attackerId === accountId ? 0 : 1;
    const kind = record.winner === null ? 'draw' : record.winner === side ? 'victory' : 'defeat';
    return succeed({ startParam, kind, rounds: record.rounds });
  }
  const decoded = decodeReplay(subject.code);
  if (!decoded.ok) return refuse('bad_replay', decoded.params);
  // The server re-runs the battle: a code whose hash it does not reproduce is not shared as verified.
  const scene = battleScene(decoded.replay.input);
  if (decoded.replay.hash !== null && decoded.replay.hash !== scene.hash) return refuse('bad_replay');
  const startParam = replayStartParam(encodeReplay(decoded.replay.input, scene.hash));
  if (startParam === null) return refuse('bad_replay');
  return succeed({ startParam, kind: 'replay', rounds: scene.rounds });
}

/**
 * Prepares a message sharing a battle, a replay or the player's invitation with the Bot API's
 * savePreparedInlineMessage: a photo of the result (or of the invitation), a caption in the player's language, and a
 * button opening the mini-app at `r_<replay code>` or `i_<invite code>`, for the player's Telegram user to send to
 * private chats, groups and channels. Refused without a linked Telegram identity, for someone else's battle, and for
 * a replay code that does not reproduce. Writes nothing (an invite code is created if the player had none).
 */
export async function prepareShare(
  deps: Pick<AppDeps, 'db' | 'repositories' | 'share'>,
  input: { accountId: string; subject: ShareSubject; language: AccountLanguage; origin: string },
): Promise<Outcome<PreparedShare, ShareRefusalReason>> {
  const { config, botApi, images } = deps.share;
  if (!config || !botApi || !images) return refuse('share_unavailable');
  const telegram = (await deps.repositories.accounts.identitiesOf(deps.db, input.accountId)).find((identity) => identity.kind === 'telegram');
  const userId = telegram ? Number(telegram.subject) : NaN;
  if (!Number.isSafeInteger(userId)) return refuse('no_telegram_identity');
  const resolved = await resolveSubject(deps, input.accountId, input.subject);
  if (!resolved.ok) return resolved;
  const { startParam, kind } = resolved.value;
  const texts = SHARE_TEXTS[input.language];
  const caption = shareCaption(input.language, kind, resolved.value);
  const link = telegramStartLink(config.botUsername, startParam);
  const imageUrl = `${input.origin}${images.path('card', startParam)}`;
  const storyImageUrl = `${input.origin}${images.path('story', startParam)}`;
  const { width, height } = SHARE_IMAGE_SIZE.card;
  const result = {
    type: 'photo',
    id: startParam,
    photo_url: imageUrl,
    thumbnail_url: imageUrl,
    photo_width: width,
    photo_height: height,
    caption,
    reply_markup: { inline_keyboard: [[{ text: kind === 'invite' ? texts.button.invite : texts.button.battle, url: link }]] },
  };
  try {
    const prepared = await botApi.savePreparedInlineMessage({ userId, result, allow: { userChats: true, botChats: false, groupChats: true, channelChats: true } });
    return succeed({
      preparedMessageId: prepared.id,
      expiresAt: new Date(prepared.expirationDate * 1000).toISOString(),
      startParam,
      link,
      caption,
      imageUrl,
      story: { imageUrl: storyImageUrl, text: caption.slice(0, 200), widgetName: texts.widget },
    });
  } catch (error) {
    if (error instanceof TelegramBotApiError) return refuse('telegram_unreachable');
    throw error;
  }
}
