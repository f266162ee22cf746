import { startTransition, useEffect, useState } from 'react';
import { isPlaybackAdvance, type CursorSnapshot, type PlaybackCursor } from '../../../scene';

/**
 * The cursor's discrete state (play, pause, speed, seek, each event reached), re-rendering only on those changes.
 * Plain playback reaching the next event renders as a transition: the cursor notifies from inside the canvas's
 * animation frame, and an urgent render there (what useSyncExternalStore does) would run the whole overlay's render
 * in that frame; a transition renders right after, in slices that yield to the next frame. Controls, seeks and the
 * end render at once.
 */
export function useCursorSnapshot(cursor: PlaybackCursor): CursorSnapshot {
  const [snapshot, setSnapshot] = useState(() => cursor.getSnapshot());
  useEffect(() => {
    let last = cursor.getSnapshot();
    setSnapshot(last);
    return cursor.subscribe(() => {
      const next = cursor.getSnapshot();
      const advance = isPlaybackAdvance(last, next);
      last = next;
      if (advance) startTransition(() => setSnapshot(next));
      else setSnapshot(next);
    });
  }, [cursor]);
  return snapshot;
}
