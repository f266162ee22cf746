import { startTransition, useEffect, useState } from 'react';
import { AdvanceCoalescer } from './advanceCoalescer';
import { isPlaybackAdvance, type CursorSnapshot, type PlaybackCursor } from '../../../playback';

/** The fewest ms between two overlay renders of plain playback (≤ 4 a second; 1× advances are about this far apart). */
export const ADVANCE_RENDER_INTERVAL_MS = 250;

/**
 * The cursor's discrete state (play, pause, speed, seek, each event reached), re-rendering only on those changes.
 * Plain playback reaching the next event renders as a transition: the cursor notifies from inside the canvas's
 * animation frame, and an urgent render there (what useSyncExternalStore does) would run the whole overlay's render
 * in that frame; a transition renders right after, in slices that yield to the next frame. Those advances are also
 * coalesced to at most a few renders a second of wall time ({@link AdvanceCoalescer}): at 4× the log, scrub bar and
 * inspector re-rendered for every event. Controls, seeks and the end render at once.
 */
export function useCursorSnapshot(cursor: PlaybackCursor): CursorSnapshot {
  const [snapshot, setSnapshot] = useState(() => cursor.getSnapshot());
  useEffect(() => {
    let last = cursor.getSnapshot();
    setSnapshot(last);
    const coalescer = new AdvanceCoalescer<CursorSnapshot>((next, advance) => {
      if (advance) startTransition(() => setSnapshot(next));
      else setSnapshot(next);
    }, ADVANCE_RENDER_INTERVAL_MS);
    const unsubscribe = cursor.subscribe(() => {
      const next = cursor.getSnapshot();
      const advance = isPlaybackAdvance(last, next);
      last = next;
      coalescer.push(next, advance);
    });
    return () => {
      unsubscribe();
      coalescer.cancel();
    };
  }, [cursor]);
  return snapshot;
}
