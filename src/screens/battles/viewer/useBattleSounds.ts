import { useEffect, useRef } from 'react';
import type { BattleEvent } from '../../../engine';
import type { PlaybackCursor } from '../../../scene';
import { createBattleSound, type BattleSound, type BattleSoundKind } from '../../../services/replay/battleSound';

/** The sound an event makes, if any. */
function soundOf(e: BattleEvent): BattleSoundKind | null {
  switch (e.type) {
    case 'damage': return e.critical ? 'crit' : 'hit';
    case 'skillCast': return 'skill';
    case 'heal': return 'heal';
    case 'unitDied': return 'death';
    case 'battleEnd': return e.winner === null ? 'defeat' : 'victory';
    default: return null;
  }
}

/** A seek jumps further than this many events at once: it plays no sounds (they would all fire together). */
const MAX_AUDIBLE_JUMP = 24;

/** Plays the events' sounds as playback reaches them (not when seeking), while `enabled`. */
export function useBattleSounds(cursor: PlaybackCursor, enabled: boolean): void {
  const sound = useRef<BattleSound | null>(null);
  useEffect(() => {
    const player = createBattleSound(enabled);
    sound.current = player;
    let last = cursor.getSnapshot().eventIndex;
    const unsubscribe = cursor.subscribe(() => {
      const snap = cursor.getSnapshot();
      const from = last;
      last = snap.eventIndex;
      if (!snap.playing || snap.eventIndex <= from || snap.eventIndex - from > MAX_AUDIBLE_JUMP) return;
      const events = snap.timeline.events;
      for (let i = from + 1; i <= snap.eventIndex; i++) {
        const kind = soundOf(events[i]!);
        if (kind) player.play(kind);
      }
    });
    return () => {
      unsubscribe();
      player.dispose();
      sound.current = null;
    };
    // The player follows `enabled` below without being rebuilt.
  }, [cursor]);
  useEffect(() => {
    sound.current?.setEnabled(enabled);
  }, [enabled]);
}
