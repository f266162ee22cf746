import { useEffect, useRef } from 'react';
import { whenIdle } from '../../../browser/whenIdle';
import type { BattleEvent, Team } from '../../../engine';
import type { PlaybackCursor } from '../../../playback';
import { claimMusic } from '../../../services/audio/musicPlayer';
import type { SoundEffect } from '../../../services/audio/soundCatalog';
import { createBattleSound, type BattleSound } from '../../../services/replay/battleSound';
import { battleSoundOf, elementTracker } from '../../../services/replay/battleSoundOf';
import type { PlayerSettings } from '../../../services/settings/playerSettings';
import { haptic, type HapticKind } from '../../../services/telegram/haptics';

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
 * Plays the events' sounds as playback reaches them (not when seeking), with the sound on, as the viewer hears
 * them (`viewerTeam`: their victory or defeat), and their haptics inside Telegram (the haptics service follows the
 * haptics and sound switches and throttles 4× playback).
 */
export function useBattleSounds(cursor: PlaybackCursor, settings: Pick<PlayerSettings, 'soundOn' | 'soundVolume'>, viewerTeam: Team | null): void {
  const sound = useRef<BattleSound | null>(null);
  const team = useRef(viewerTeam);
  team.current = viewerTeam;
  const { soundOn: enabled, soundVolume } = settings;
  useEffect(() => {
    const player = createBattleSound(enabled, soundVolume);
    sound.current = player;
    // Elements as the events change them, for the casts (the stream is read in order as it plays).
    let tracked = -1;
    let elements = elementTracker();
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
      if (from.eventIndex < tracked) {
        tracked = -1;
        elements = elementTracker();
      }
      for (let i = tracked + 1; i <= from.eventIndex; i++) elements.see(events[i]!);
      tracked = Math.max(tracked, from.eventIndex);
      const context = { elementOf: elements.elementOf, viewerTeam: team.current };
      const kinds: SoundEffect[] = [];
      let buzz: HapticKind | null = null;
      for (let i = from.eventIndex + 1; i <= snap.eventIndex; i++) {
        elements.see(events[i]!);
        tracked = i;
        const kind = battleSoundOf(events[i]!, context);
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
    // The player follows `enabled` and the volume below without being rebuilt.
  }, [cursor]);
  useEffect(() => sound.current?.setVolume(soundVolume), [soundVolume]);
  useEffect(() => {
    sound.current?.setEnabled(enabled);
    if (!enabled) return;
    // Fetch and decode the effects at the first idle moment (after the first tap), not inside the frame of the first hit.
    const player = sound.current;
    return whenIdle(() => player?.prepare(), 1000);
  }, [enabled]);
}

/** The battle loop while the viewer is on show; the menus' loop again when it leaves. */
export function useBattleMusic(): void {
  useEffect(() => claimMusic('battle'), []);
}
