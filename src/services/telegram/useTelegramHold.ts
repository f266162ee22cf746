import { useEffect } from 'react';
import { holdClosingConfirmation, holdVerticalSwipes } from './gestures';

/**
 * While `active`, holds a Telegram behaviour: `'swipes'` turns vertical swipe-to-close off (a drag, scrubbing),
 * `'closing'` asks to confirm closing (a purchase, a listing or a battle start in flight). Released when
 * `active` turns false or the component unmounts.
 */
export function useTelegramHold(what: 'swipes' | 'closing', active: boolean): void {
  useEffect(() => {
    if (!active) return;
    return what === 'swipes' ? holdVerticalSwipes() : holdClosingConfirmation();
  }, [what, active]);
}
