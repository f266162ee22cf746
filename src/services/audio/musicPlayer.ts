import { getPlayerSettings, subscribePlayerSettings } from '../settings/playerSettings';
import { audioContext, loadSound, whenAudioUnlocked } from './audioOutput';
import { MP3_ENCODER_DELAY_SAMPLES, musicLoopSeconds, musicUrl, SOUND_SAMPLE_RATE, type MusicTrack } from './soundCatalog';

/** How long one loop fades into the next when the screen changes, in seconds. */
const CROSSFADE_S = 0.8;
/** The music sits under the effects: its 100 % is this loud. */
const MUSIC_HEADROOM = 0.55;

interface Playing {
  track: MusicTrack;
  source: AudioBufferSourceNode;
  gain: GainNode;
}

let wanted: MusicTrack | null = null;
let playing: Playing | null = null;
let started = false;
let pending = 0;

function level(): number {
  const { musicOn, musicVolume } = getPlayerSettings();
  return musicOn ? (musicVolume / 100) * MUSIC_HEADROOM : 0;
}

function fadeOut(old: Playing, ctx: AudioContext): void {
  old.gain.gain.cancelScheduledValues(ctx.currentTime);
  old.gain.gain.setValueAtTime(old.gain.gain.value, ctx.currentTime);
  old.gain.gain.linearRampToValueAtTime(0, ctx.currentTime + CROSSFADE_S);
  old.source.stop(ctx.currentTime + CROSSFADE_S + 0.05);
}

async function sync(): Promise<void> {
  const ctx = audioContext();
  if (!ctx) return;
  const target = getPlayerSettings().musicOn ? wanted : null;
  if (playing && playing.track === target) {
    playing.gain.gain.setTargetAtTime(level(), ctx.currentTime, 0.05);
    return;
  }
  if (playing) {
    fadeOut(playing, ctx);
    playing = null;
    delete document.documentElement.dataset.music;
    window.dispatchEvent(new CustomEvent('tcg:music', { detail: null }));
  }
  if (!target) return;
  const ticket = ++pending;
  const buffer = await loadSound(musicUrl(target));
  // A newer change (another screen, music off) came while this one loaded.
  if (!buffer || ticket !== pending || playing) return;
  const source = ctx.createBufferSource();
  source.buffer = buffer;
  source.loop = true;
  // The file is one loop after the encoder's delay: loop exactly that stretch, seamlessly.
  const start = MP3_ENCODER_DELAY_SAMPLES / SOUND_SAMPLE_RATE;
  source.loopStart = start;
  source.loopEnd = Math.min(buffer.duration, start + musicLoopSeconds(target));
  const gain = ctx.createGain();
  gain.gain.setValueAtTime(0, ctx.currentTime);
  gain.gain.linearRampToValueAtTime(level(), ctx.currentTime + CROSSFADE_S);
  source.connect(gain).connect(ctx.destination);
  source.start(ctx.currentTime, start);
  playing = { track: target, source, gain };
  document.documentElement.dataset.music = target;
  window.dispatchEvent(new CustomEvent('tcg:music', { detail: target }));
}

let base: MusicTrack | null = null;
const claims: MusicTrack[] = [];

function want(): void {
  wanted = claims.at(-1) ?? base;
  if (!started) {
    started = true;
    subscribePlayerSettings(() => void sync());
    whenAudioUnlocked(() => void sync());
  }
  void sync();
}

/**
 * The loop under every screen that claims none (the menus). Music starts only after the player's first tap and only
 * with music on; switching crossfades; the music setting and volume apply at once.
 */
export function setBaseMusic(track: MusicTrack | null): void {
  base = track;
  want();
}

/** A screen's own loop (a battle) while it shows; the returned release gives the music back. */
export function claimMusic(track: MusicTrack): () => void {
  claims.push(track);
  want();
  return () => {
    const index = claims.lastIndexOf(track);
    if (index >= 0) claims.splice(index, 1);
    want();
  };
}
