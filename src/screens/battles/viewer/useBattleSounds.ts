import { useEffect, useRef } from 'react';
import type { BattleEvent } from '../../../engine';
import type { PlaybackCursor } from '../../../scene';
import { createBattleSound, type BattleSound, type BattleSoundKind } from '../../../services/replay/battleSound';
import { haptic, type HapticKind } from '../../../services/telegram/haptics';

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

/** The buzz an event's cue gives inside Telegram, if any: the battle's big moments (the result buzzes with ResultBanner). */
function hapticOf(e: BattleEvent): HapticKind | null {
  switch (e.type) {
    case 'damage': return e.critical ? 'crit' : null;
    case 'unitDied': return 'death';
    case 'synergyActivated': return 'synergy';
    default: return null;
  }
}

/** At most this many sounds for one step of the clock (a slow frame at 4× can cover many events). */
const MAX_SOUNDS_PER_STEP = 4;
/** Slack on how far playback may move between two notifications before the move counts as a seek, in ms. */
const SEEK_SLACK_MS = 250;

/**
 * Plays the events' sounds as playback reaches them (not when seeking), while `enabled`, and their haptics inside
 * Telegram (the haptics service follows the same sound switch and throttles 4× playback).
 */
export function useBattleSounds(cursor: PlaybackCursor, enabled: boolean): void {
  const sound = useRef<BattleSound | null>(null);
  useEffect(() => {
    const player = createBattleSound(enabled);
    sound.current = player;
    let last = cursor.getSnapshot();
    let lastAt = performance.now();
    const unsubscribe = cursor.subscribe(() => {
      const snap = cursor.getSnapshot();
      const now = performance.now();
      const from = last;
      const elapsed = now - lastAt;
      last = snap;
      lastAt = now;
      // Playing moves battle time by at most the real time passed × speed; a seek (scrub, round, log line) jumps.
      const played = snap.time - from.time <= elapsed * snap.speed + SEEK_SLACK_MS;
      if (!snap.playing || snap.eventIndex <= from.eventIndex || !played) return;
      const events = snap.timeline.events;
      const kinds: BattleSoundKind[] = [];
      let buzz: HapticKind | null = null;
      for (let i = from.eventIndex + 1; i <= snap.eventIndex; i++) {
        const kind = soundOf(events[i]!);
        if (kind) kinds.push(kind);
        buzz = hapticOf(events[i]!) ?? buzz;
      }
      for (const kind of kinds.slice(-MAX_SOUNDS_PER_STEP)) player.play(kind);
      // One buzz per step at most: the latest moment.
      if (buzz) haptic(buzz);
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
    if (!enabled) return;
    // Open the audio context and render the sounds at the first idle moment, not inside the frame of the first hit.
    const player = sound.current;
    const prepare = () => player?.prepare();
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(prepare, { timeout: 1000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(prepare, 200);
    return () => clearTimeout(id);
  }, [enabled]);
}
