import type { AccountLanguage } from '../../src/contracts/accounts/language';

/** What a shared message says: the outcome for the player who shares a battle, a replay, an invitation. */
export type ShareCaptionKind = 'victory' | 'defeat' | 'draw' | 'replay' | 'invite';

/** One language's share texts; `{{rounds}}` and `{{code}}` are filled in. */
export interface ShareTexts {
  caption: Record<ShareCaptionKind, string>;
  /** The message button: watch a battle, or join by an invitation. */
  button: { battle: string; invite: string };
  /** The story widget link's name (at most 48 characters). */
  widget: string;
}

/**
 * Share texts as typed data, like the mail texts: the server writes them into a Telegram message that other people
 * read without the game open, and keying them by every language makes a missing translation a compile error.
 */
export const SHARE_TEXTS: Readonly<Record<AccountLanguage, ShareTexts>> = {
  en: {
    caption: {
      victory: 'Victory in {{rounds}} rounds on TCG! The result is verified: watch the replay, then try to beat my team.',
      defeat: 'A hard fight on TCG: lost in {{rounds}} rounds. Watch the verified replay and see if you would do better.',
      draw: 'A draw after {{rounds}} rounds on TCG. Watch the verified replay.',
      replay: 'A battle on TCG, {{rounds}} rounds, verified. Watch the replay.',
      invite: 'Join me on TCG, the card battle game! My invite code: {{code}}.',
    },
    button: { battle: 'Watch the battle', invite: 'Play TCG' },
    widget: 'Open in TCG',
  },
  ru: {
    caption: {
      victory: 'Победа за {{rounds}} раундов в TCG! Результат проверен: посмотрите запись и попробуйте победить мою команду.',
      defeat: 'Тяжёлый бой в TCG: поражение за {{rounds}} раундов. Посмотрите проверенную запись — справитесь лучше?',
      draw: 'Ничья после {{rounds}} раундов в TCG. Посмотрите проверенную запись.',
      replay: 'Бой в TCG, {{rounds}} раундов, результат проверен. Посмотрите запись.',
      invite: 'Играй со мной в TCG — карточную игру с битвами! Мой код приглашения: {{code}}.',
    },
    button: { battle: 'Смотреть бой', invite: 'Играть в TCG' },
    widget: 'Открыть в TCG',
  },
  zh: {
    caption: {
      victory: '我在 TCG 中用 {{rounds}} 回合取胜！结果已验证：来看回放，再试试打败我的队伍。',
      defeat: 'TCG 中的一场苦战：{{rounds}} 回合后落败。来看已验证的回放，看看你能否做得更好。',
      draw: 'TCG 中 {{rounds}} 回合后战平。来看已验证的回放。',
      replay: 'TCG 中的一场战斗，{{rounds}} 回合，结果已验证。来看回放。',
      invite: '来和我一起玩卡牌对战游戏 TCG！我的邀请码：{{code}}。',
    },
    button: { battle: '观看战斗', invite: '玩 TCG' },
    widget: '在 TCG 中打开',
  },
};

/** A caption with its placeholders filled. */
export function shareCaption(language: AccountLanguage, kind: ShareCaptionKind, params: { rounds?: number; code?: string }): string {
  return SHARE_TEXTS[language].caption[kind].replace(/\{\{(\w+)\}\}/g, (_, name: 'rounds' | 'code') => String(params[name] ?? ''));
}
