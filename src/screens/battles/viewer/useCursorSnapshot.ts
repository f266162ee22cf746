import { useCallback, useSyncExternalStore } from 'react';
import type { CursorSnapshot, PlaybackCursor } from '../../../scene';

/** The cursor's discrete state (play, pause, speed, seek, each event reached), re-rendering only on those changes. */
export function useCursorSnapshot(cursor: PlaybackCursor): CursorSnapshot {
  const subscribe = useCallback((listener: () => void) => cursor.subscribe(listener), [cursor]);
  const read = useCallback(() => cursor.getSnapshot(), [cursor]);
  return useSyncExternalStore(subscribe, read, read);
}
