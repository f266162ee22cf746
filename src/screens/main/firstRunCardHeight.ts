/**
 * The guide card's last drawn height on this device, so a reload can hold its place before the account is read
 * (the card would otherwise appear above the Battle action and push the lobby down). Not the step itself: the
 * account is the truth, this only reserves room.
 */
const KEY = 'tcg:firstRunCardHeight';

/** The remembered height in CSS px, or null when the last lobby here showed no guide. */
export function rememberedCardHeight(): number | null {
  try {
    const height = Number(localStorage.getItem(KEY));
    return Number.isFinite(height) && height > 0 ? height : null;
  } catch {
    return null;
  }
}

/** Keeps the card's height as drawn now (0 or less forgets it: the guide is over or nobody is signed in). */
export function rememberCardHeight(height: number): void {
  try {
    if (height > 0) localStorage.setItem(KEY, String(Math.round(height)));
    else localStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): the card just appears without a reserved place.
  }
}
