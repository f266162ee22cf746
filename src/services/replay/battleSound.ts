import { audioContext, loadSound, whenAudioUnlocked } from '../audio/audioOutput';
import { effectUrl, SOUND_EFFECTS, type SoundEffect } from '../audio/soundCatalog';

/**
 * The battle's sound effects: the baked files (`npm run sounds`, public/sounds) decoded once into the page's audio
 * context, which opens only after the player's first tap. Each sound announces itself as a `tcg:sound` window event
 * (detail = effect) for the browser tests, only when it really plays.
 */
export interface BattleSound {
  /** Plays an effect now if enabled and the page may play (repeats of one effect within 70 ms are dropped: 4× would buzz). */
  play(effect: SoundEffect): void;
  /** Fetches and decodes the effects ahead (when enabled), so the first hit does not wait on the network. */
  prepare(): void;
  setEnabled(enabled: boolean): void;
  /** Effects' volume, 0–100. */
  setVolume(percent: number): void;
  readonly enabled: boolean;
  /** Stops using the context (it is the page's, shared with the music). */
  dispose(): void;
}

const MIN_GAP_MS = 70;

/** A sound player, initially on or off (the player's sound setting) at a volume in percent. */
export function createBattleSound(enabled: boolean, volume: number): BattleSound {
  let on = enabled;
  let live = true;
  let gain: GainNode | null = null;
  let level = volume / 100;
  const buffers = new Map<SoundEffect, AudioBuffer>();
  const lastPlayed = new Map<SoundEffect, number>();
  let cancelUnlock = () => {};
  const output = (ctx: AudioContext): GainNode => {
    if (!gain) {
      gain = ctx.createGain();
      gain.connect(ctx.destination);
    }
    gain.gain.value = level;
    return gain;
  };
  const prepare = () => {
    if (!on || !live) return;
    cancelUnlock();
    cancelUnlock = whenAudioUnlocked(() => {
      for (const effect of SOUND_EFFECTS) {
        if (buffers.has(effect)) continue;
        void loadSound(effectUrl(effect)).then((buffer) => {
          if (buffer) buffers.set(effect, buffer);
        });
      }
    });
  };
  return {
    get enabled() {
      return on;
    },
    prepare,
    play(effect) {
      if (!on || !live) return;
      const ctx = audioContext();
      if (!ctx) return;
      const buffer = buffers.get(effect);
      if (!buffer) {
        prepare();
        return;
      }
      const now = performance.now();
      if (now - (lastPlayed.get(effect) ?? -Infinity) < MIN_GAP_MS) return;
      lastPlayed.set(effect, now);
      const source = ctx.createBufferSource();
      source.buffer = buffer;
      source.connect(output(ctx));
      source.start();
      window.dispatchEvent(new CustomEvent('tcg:sound', { detail: effect }));
    },
    setEnabled(value) {
      on = value;
      if (on) prepare();
    },
    setVolume(percent) {
      level = percent / 100;
      if (gain) gain.gain.value = level;
    },
    dispose() {
      live = false;
      cancelUnlock();
      gain?.disconnect();
      gain = null;
    },
  };
}
