import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cardArtPath } from '../../src/contracts/art';
import { telegramBotApi, type TelegramBotApi } from '../adapters/telegramBotApi';
import type { ShareConfig } from './shareConfig';
import { shareImages, type ShareImages } from './shareImages';

/** What sharing works with (the app's `share`); null parts mean sharing is not configured. */
export interface ShareServices {
  config: ShareConfig | null;
  botApi: TelegramBotApi | null;
  images: ShareImages | null;
}

/**
 * The Bot API client and the pictures of sharing, from its configuration; every part null when it is off. The
 * pictures use the card art the build generated into the client folder (the same files the game shows).
 */
export function shareServices(config: ShareConfig | null, staticDir: string): ShareServices {
  if (!config) return { config: null, botApi: null, images: null };
  const art = (cardId: string) => {
    try {
      return readFileSync(path.join(staticDir, cardArtPath(cardId)), 'utf8');
    } catch {
      return null;
    }
  };
  return {
    config,
    botApi: telegramBotApi({ botToken: config.botToken, baseUrl: config.apiBaseUrl }),
    images: shareImages({ secret: config.botToken, art }),
  };
}
