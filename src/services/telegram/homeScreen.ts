import { appLog } from '../debug/appLog';

/** The client's home-screen calls as the Telegram shell hands them over (Mini Apps 8.0+, see startTelegram). */
export interface HomeScreenDriver {
  /** Telegram's answer: `added`, `missed` (not added), `unknown` or `unsupported`. */
  status(): Promise<string>;
  add(): void;
}

/** Where this browser remembers that the offer was made (`offered`), taken (`added`) or declined (`declined`). */
const OFFER_KEY = 'tcg:homeScreenOffer';

let driver: HomeScreenDriver | null = null;

/** Installs the client's home-screen calls; without them (web, older clients) the offer never shows. */
export function setHomeScreenDriver(next: HomeScreenDriver | null): void {
  driver = next;
}

function offerMade(): boolean {
  try {
    return localStorage.getItem(OFFER_KEY) !== null;
  } catch {
    return true;
  }
}

/** Records the offer's outcome so it is never made again. */
export function settleHomeScreenOffer(outcome: 'offered' | 'added' | 'declined'): void {
  try {
    localStorage.setItem(OFFER_KEY, outcome);
  } catch {
    // Storage refused: at worst the offer shows once more.
  }
}

/**
 * Whether to offer "Add to home screen" now: only inside a client that has it, never after it was offered, and not
 * when Telegram says the shortcut exists already or cannot be made.
 */
export async function homeScreenOfferDue(): Promise<boolean> {
  if (!driver || offerMade()) return false;
  try {
    const status = await driver.status();
    if (status === 'added') settleHomeScreenOffer('added');
    return status === 'missed' || status === 'unknown';
  } catch (error) {
    appLog('warn', `telegram: home screen status unknown: ${String(error)}`);
    return false;
  }
}

/** Asks Telegram to add the shortcut (the client shows its own confirmation). */
export function addToHomeScreen(): void {
  driver?.add();
  settleHomeScreenOffer('added');
}
