/**
 * The page's one AudioContext, opened only after the player's first tap or key (browsers' autoplay rules: and a
 * page that makes noise by itself is rude), and the baked sounds decoded into it once each. Until that gesture
 * {@link audioContext} is null and nothing can play.
 */

let ctx: AudioContext | null = null;
let unlocked = false;
let installed = false;
const waiting = new Set<() => void>();
const decoded = new Map<string, Promise<AudioBuffer | null>>();

const GESTURES = ['pointerdown', 'keydown', 'touchend'] as const;

function unlock(): void {
  if (unlocked) return;
  unlocked = true;
  for (const gesture of GESTURES) window.removeEventListener(gesture, unlock, true);
  // Safari opens a context for playback only inside the gesture itself.
  if (typeof AudioContext !== 'undefined') open();
  for (const callback of [...waiting]) callback();
  waiting.clear();
}

function open(): AudioContext {
  if (ctx) return ctx;
  ctx = new AudioContext();
  return ctx;
}

/** Starts listening for the first gesture (idempotent). */
export function installAudioUnlock(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  for (const gesture of GESTURES) window.addEventListener(gesture, unlock, { capture: true, passive: true });
}

/** Whether the player has tapped or pressed a key on this page yet. */
export function audioUnlocked(): boolean {
  return unlocked;
}

/** Calls `callback` once the page may play (at once if it already may); returns the cancel. */
export function whenAudioUnlocked(callback: () => void): () => void {
  installAudioUnlock();
  if (unlocked) {
    callback();
    return () => {};
  }
  waiting.add(callback);
  return () => waiting.delete(callback);
}

/** The context, resumed; null before the first gesture or where the browser has no WebAudio. */
export function audioContext(): AudioContext | null {
  if (!unlocked || typeof AudioContext === 'undefined') return null;
  const live = open();
  if (live.state === 'suspended') void live.resume();
  return live;
}

/** A baked sound decoded for the context (fetched once per page; null when it cannot be had). */
export function loadSound(url: string): Promise<AudioBuffer | null> {
  const live = audioContext();
  if (!live) return Promise.resolve(null);
  let buffer = decoded.get(url);
  if (!buffer) {
    buffer = fetch(url)
      .then((response) => (response.ok ? response.arrayBuffer() : Promise.reject(new Error(`${url}: ${response.status}`))))
      .then((bytes) => live.decodeAudioData(bytes))
      .catch(() => {
        decoded.delete(url);
        return null;
      });
    decoded.set(url, buffer);
  }
  return buffer;
}
