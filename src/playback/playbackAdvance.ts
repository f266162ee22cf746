import type { CursorSnapshot } from './playbackCursor';

/**
 * True when `next` only continues plain playback from `prev` (same timeline and speed, still playing, time moved
 * forward, not at the end): a change an overlay may show a moment later. Everything else (play, pause, speed, a
 * seek back, a streamed round, the end) is one the player asked for or must see at once; a seek forward while
 * playing looks like playback here, which only means it renders as one.
 */
export function isPlaybackAdvance(prev: CursorSnapshot, next: CursorSnapshot): boolean {
  return prev.playing && next.playing && prev.speed === next.speed && prev.timeline === next.timeline
    && next.time >= prev.time && !next.ended && !next.waiting && !prev.waiting;
}
