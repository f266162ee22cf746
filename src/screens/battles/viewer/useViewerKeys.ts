import { useEffect } from 'react';
import { PLAYBACK_SPEEDS, type PlaybackCursor } from '../../../playback';

/**
 * Keyboard shortcuts while the viewer is open: Space play/pause, → next event, Shift+→ next round, End skip to
 * the result, 1–4 the speeds. Keys that a focused control handles itself (Space on a button, arrows on the
 * slider, typing in a field) are left to it.
 */
export function useViewerKeys(cursor: PlaybackCursor): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as HTMLElement | null;
      const tag = target?.tagName;
      if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || target?.isContentEditable) return;
      const onButton = tag === 'BUTTON' || tag === 'A';
      const snap = cursor.getSnapshot();
      if (event.key === ' ' && !onButton) {
        if (snap.playing) cursor.pause();
        else {
          if (snap.ended) cursor.seek(0);
          cursor.play();
        }
      } else if (event.key === 'ArrowRight' && event.shiftKey) cursor.stepRound();
      else if (event.key === 'ArrowRight') cursor.stepEvent();
      else if (event.key === 'End') cursor.skipToEnd();
      else if (/^[1-4]$/.test(event.key)) cursor.setSpeed(PLAYBACK_SPEEDS[Number(event.key) - 1]!);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [cursor]);
}
