/** The client's swipe and closing behaviour as the Telegram shell hands it over (see startTelegram). */
export interface GestureDriver {
  /** Allows or forbids Telegram's swipe-down-to-minimise/close (Mini Apps 7.7+). */
  setVerticalSwipes(allowed: boolean): void;
  /** Asks (or stops asking) the player to confirm closing the app (Mini Apps 6.2+). */
  setClosingConfirmation(on: boolean): void;
}

let driver: GestureDriver | null = null;
let swipeHolds = 0;
let closingHolds = 0;

/** Installs the client's gesture controls; until then the holds only count (web, old clients: nothing is sent). */
export function setGestureDriver(next: GestureDriver | null): void {
  driver = next;
  if (!next) return;
  if (swipeHolds > 0) next.setVerticalSwipes(false);
  if (closingHolds > 0) next.setClosingConfirmation(true);
}

/**
 * Turns Telegram's vertical swipes off until every hold is released (a drag, the scrub bar): the swipe would
 * otherwise close the app mid-gesture. Returns the release; calling it twice releases once.
 */
export function holdVerticalSwipes(): () => void {
  if (swipeHolds++ === 0) driver?.setVerticalSwipes(false);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--swipeHolds === 0) driver?.setVerticalSwipes(true);
  };
}

/** Asks to confirm closing until every hold is released (a purchase, a listing, a battle start in flight). */
export function holdClosingConfirmation(): () => void {
  if (closingHolds++ === 0) driver?.setClosingConfirmation(true);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--closingHolds === 0) driver?.setClosingConfirmation(false);
  };
}
