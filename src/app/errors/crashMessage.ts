import type { TFunction } from 'i18next';
import { isApiError } from '../../services/api/apiError';
import { refusalText } from '../../screens/shared/refusalText';
import { messageOf } from './messageOf';

/**
 * What a crash screen says about the error: the API client's refusal or HTTP error in the player's language, worded
 * as the screens word it (`refusalText` over the ui namespace, loaded from the start: an account reason's words,
 * else the code's generic text), since its message is an English string for logs; any other error's own message;
 * '' when there is none (the screen then says "Unknown error").
 */
export function crashMessage(error: unknown, t: TFunction): string {
  if (isApiError(error)) return refusalText(error, t, ['ui:account', 'ui']);
  return messageOf(error);
}
