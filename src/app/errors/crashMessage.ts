import type { TFunction } from 'i18next';
import { isApiError } from '../../services/api/apiError';
import { isFailedChunkLoad } from '../../services/update/chunkLoadFailures';
import { refusalText } from '../../screens/shared/refusalText';
import { messageOf } from './messageOf';

/**
 * What a crash screen says about the error: the API client's refusal or HTTP error in the player's language, worded
 * as the screens word it (`refusalText` over the ui namespace, loaded from the start: an account reason's words,
 * else the code's generic text), since its message is an English string for logs; a screen's file that did not load
 * (after a deploy, or offline) in words, not the loader's message and address; any other error's own message;
 * '' when there is none (the screen then says "Unknown error").
 */
export function crashMessage(error: unknown, t: TFunction): string {
  if (isApiError(error)) return refusalText(error, t, ['ui:account', 'ui']);
  if (isFailedChunkLoad(error)) return t('errors.fileNotLoaded');
  return messageOf(error);
}
