import { MUSIC_LOOPS, musicLoopSeconds, type MusicTrack, type SoundEffect } from '../../src/services/audio/soundCatalog';
import { buffer, echo, envelope, glide, loopEcho, lowpass, master, noise, normalizeLoop, note, ramp, RATE, tone } from './synth';

/** How each effect is made: layered voices, then mastered (peak, soft clip, click-free ends). */
export const EFFECT_DESIGNS: Readonly<Record<SoundEffect, () => Float32Array>> = {
  // A punch: a low thump under a short burst of falling noise.
  hit: () => {
    const out = buffer(0.18);
    tone(out, 'sine', glide(170, 55), { length: 0.16, volume: 0.9, env: envelope(0.002, 0.12) });
    noise(out, { length: 0.1, volume: 0.7, cutoff: glide(5000, 700), env: envelope(0.001, 0.07), seed: 11 });
    return master(out);
  },
  // A heavier blow with a metallic ring on top.
  crit: () => {
    const out = buffer(0.42);
    tone(out, 'sine', glide(220, 45), { length: 0.3, volume: 1, env: envelope(0.002, 0.22) });
    noise(out, { length: 0.18, volume: 0.9, cutoff: glide(9000, 900), env: envelope(0.001, 0.12), seed: 23 });
    tone(out, 'square', glide(1500, 620), { length: 0.32, volume: 0.18, env: envelope(0.003, 0.3) });
    tone(out, 'triangle', 2380, { start: 0.01, length: 0.35, volume: 0.16, env: envelope(0.002, 0.3) });
    return master(echo(out, 0.06, 0.3, 0.3));
  },
  // Fire: a rising roar with crackle.
  cast_fire: () => {
    const out = buffer(0.55);
    noise(out, { length: 0.5, volume: 1, mode: 'band', q: 1.4, cutoff: glide(300, 2600), env: envelope(0.08, 0.45), seed: 31 });
    for (let i = 0; i < 7; i++) noise(out, { start: 0.05 + i * 0.06, length: 0.02, volume: 0.5, mode: 'high', cutoff: 3000, seed: 40 + i });
    tone(out, 'saw', glide(90, 180), { length: 0.45, volume: 0.18, env: envelope(0.05, 0.4) });
    return master(lowpass(out, 6000));
  },
  // Water: bubbles rising into a splash.
  cast_water: () => {
    const out = buffer(0.55);
    const bubbles = [420, 560, 500, 700, 640, 880];
    bubbles.forEach((f, i) => tone(out, 'sine', glide(f, f * 1.9), { start: i * 0.05, length: 0.07, volume: 0.55, env: envelope(0.004, 0.06) }));
    noise(out, { start: 0.28, length: 0.25, volume: 0.5, mode: 'band', q: 0.9, cutoff: glide(2500, 900), env: envelope(0.01, 0.22), seed: 53 });
    return master(echo(out, 0.045, 0.25, 0.25));
  },
  // Earth: a low rumble and a stone thud.
  cast_earth: () => {
    const out = buffer(0.6);
    noise(out, { length: 0.55, volume: 1.2, cutoff: glide(500, 120), env: envelope(0.03, 0.5), seed: 61 });
    tone(out, 'square', glide(85, 42), { length: 0.5, volume: 0.35, env: envelope(0.01, 0.45) });
    tone(out, 'sine', glide(140, 50), { start: 0.18, length: 0.3, volume: 0.8, env: envelope(0.002, 0.25) });
    return master(lowpass(out, 1800));
  },
  // Wind: a whoosh that sweeps up and falls away.
  cast_wind: () => {
    const out = buffer(0.6);
    noise(out, { length: 0.58, volume: 1.1, mode: 'band', q: 3, cutoff: (_t, p) => 500 + 3000 * Math.sin(Math.PI * p), env: (t) => Math.sin(Math.PI * Math.min(1, t / 0.58)), seed: 71 });
    tone(out, 'sine', glide(700, 1400), { length: 0.4, volume: 0.08, vibrato: 0.6, env: envelope(0.1, 0.35) });
    return master(out);
  },
  // Light: a bright shimmering arpeggio.
  cast_light: () => {
    const out = buffer(0.7);
    ['C6', 'E6', 'G6', 'C7'].forEach((n, i) =>
      tone(out, 'sine', note(n), { start: i * 0.05, length: 0.45, volume: 0.5, vibrato: 0.15, env: envelope(0.01, 0.4) }),
    );
    noise(out, { length: 0.5, volume: 0.2, mode: 'high', cutoff: 7000, env: envelope(0.05, 0.4), seed: 83 });
    return master(echo(out, 0.09, 0.35, 0.35));
  },
  // Dark: a detuned growl falling into a low hum.
  cast_dark: () => {
    const out = buffer(0.7);
    tone(out, 'saw', glide(220, 70), { length: 0.6, volume: 0.5, env: envelope(0.04, 0.55) });
    tone(out, 'saw', glide(231, 73), { length: 0.6, volume: 0.5, env: envelope(0.04, 0.55) });
    tone(out, 'sine', glide(110, 55), { length: 0.65, volume: 0.6, env: envelope(0.05, 0.6) });
    return master(echo(lowpass(out, 1400), 0.11, 0.3, 0.3));
  },
  // Heal: rising major chimes with a soft tremolo.
  heal: () => {
    const out = buffer(0.65);
    ['E5', 'G#5', 'B5', 'E6'].forEach((n, i) =>
      tone(out, 'sine', note(n), { start: i * 0.07, length: 0.4, volume: (t) => 0.45 * (0.8 + 0.2 * Math.sin(2 * Math.PI * 14 * t)), env: envelope(0.015, 0.35) }),
    );
    return master(echo(out, 0.08, 0.3, 0.3));
  },
  // A shield breaking: glassy partials over a sharp high crack.
  shield_break: () => {
    const out = buffer(0.5);
    noise(out, { length: 0.12, volume: 1, mode: 'high', cutoff: 4000, env: envelope(0.001, 0.1), seed: 97 });
    [2480, 3710, 5130, 6220].forEach((f, i) => tone(out, 'sine', f, { start: 0.005 * i, length: 0.4, volume: 0.3, env: envelope(0.001, 0.18 + 0.05 * i) }));
    tone(out, 'triangle', glide(900, 300), { length: 0.2, volume: 0.3, env: envelope(0.001, 0.15) });
    return master(out);
  },
  // A unit falling: a falling wail and a dull thud.
  death: () => {
    const out = buffer(0.75);
    tone(out, 'square', glide(480, 70), { length: 0.55, volume: 0.35, env: envelope(0.01, 0.55) });
    tone(out, 'triangle', glide(240, 40), { length: 0.6, volume: 0.5, env: envelope(0.01, 0.6) });
    noise(out, { start: 0.45, length: 0.25, volume: 0.8, cutoff: glide(900, 150), env: envelope(0.002, 0.2), seed: 101 });
    return master(lowpass(out, 3500));
  },
  // Victory: a rising fanfare landing on a held major chord.
  victory: () => {
    const out = buffer(1.7);
    const step = 0.13;
    ['C5', 'E5', 'G5'].forEach((n, i) => {
      tone(out, 'square', note(n), { start: i * step, length: 0.16, volume: 0.22, env: envelope(0.005, 0.15) });
      tone(out, 'triangle', note(n) / 2, { start: i * step, length: 0.16, volume: 0.4, env: envelope(0.005, 0.15) });
    });
    ['C5', 'E5', 'G5', 'C6'].forEach((n) => tone(out, 'square', note(n), { start: 3 * step, length: 1.2, volume: 0.13, vibrato: 0.12, env: envelope(0.01, 1.1) }));
    tone(out, 'triangle', note('C3'), { start: 3 * step, length: 1.2, volume: 0.5, env: envelope(0.01, 1.1) });
    noise(out, { start: 3 * step, length: 0.3, volume: 0.3, mode: 'high', cutoff: 6000, env: envelope(0.001, 0.25), seed: 111 });
    return master(echo(lowpass(out, 5000), 0.12, 0.3, 0.3));
  },
  // Defeat: a slow falling minor line over a low drone.
  defeat: () => {
    const out = buffer(1.8);
    ['G4', 'F#4', 'F4', 'E4'].forEach((n, i) => tone(out, 'triangle', note(n), { start: i * 0.28, length: i === 3 ? 0.9 : 0.3, volume: 0.5, vibrato: i === 3 ? 0.25 : 0, env: envelope(0.01, i === 3 ? 0.85 : 0.3) }));
    tone(out, 'saw', note('C3'), { length: 1.7, volume: ramp(0.12, 0.05), env: envelope(0.2, 1.6) });
    return master(echo(lowpass(out, 2200), 0.15, 0.35, 0.3));
  },
  // A star: a bright two-note ping.
  star: () => {
    const out = buffer(0.4);
    tone(out, 'triangle', note('E6'), { length: 0.1, volume: 0.5, env: envelope(0.002, 0.1) });
    tone(out, 'sine', note('B6'), { start: 0.06, length: 0.3, volume: 0.5, vibrato: 0.1, env: envelope(0.003, 0.28) });
    return master(echo(out, 0.07, 0.3, 0.3));
  },
  // Coins landing: a few quick metallic clinks.
  coin: () => {
    const out = buffer(0.35);
    [0, 0.05, 0.11].forEach((start, i) => {
      tone(out, 'square', note(i === 2 ? 'A6' : 'E6'), { start, length: 0.12, volume: 0.2, env: envelope(0.001, 0.1) });
      tone(out, 'sine', note(i === 2 ? 'A7' : 'E7'), { start, length: 0.15, volume: 0.25, env: envelope(0.001, 0.12) });
    });
    return master(lowpass(out, 7000));
  },
  // A card turning over: a swish up into a shimmer.
  reveal: () => {
    const out = buffer(0.8);
    noise(out, { length: 0.25, volume: 0.8, mode: 'band', q: 2, cutoff: glide(600, 4000), env: (t) => Math.sin(Math.PI * Math.min(1, t / 0.25)), seed: 131 });
    ['G5', 'B5', 'D6', 'G6'].forEach((n, i) => tone(out, 'sine', note(n), { start: 0.2 + i * 0.04, length: 0.5, volume: 0.35, vibrato: 0.15, env: envelope(0.005, 0.45) }));
    return master(echo(out, 0.09, 0.3, 0.3));
  },
};

/** A chord progression as root notes with minor/major triads, one chord per bar. */
interface Song {
  chords: readonly { root: string; minor: boolean }[];
  /** Pattern of the arpeggio over one bar, in triad steps (0–2 root/third/fifth, 3 = octave), 8 per bar. */
  arp: readonly number[];
  arpWave: 'square' | 'pulse25' | 'triangle' | 'sine';
  arpVolume: number;
  bassWave: 'triangle' | 'saw';
  /** Which eighths of a bar have a kick, a snare, a hat. */
  kick: readonly number[];
  snare: readonly number[];
  hat: readonly number[];
  /** A pad holding each chord (menu). */
  pad: boolean;
}

const SONGS: Readonly<Record<MusicTrack, Song>> = {
  // Driving A minor: i–VI–III–VII twice, a busy arpeggio, drums on every beat.
  battle: {
    chords: [
      { root: 'A3', minor: true }, { root: 'F3', minor: false }, { root: 'C4', minor: false }, { root: 'G3', minor: false },
      { root: 'A3', minor: true }, { root: 'F3', minor: false }, { root: 'D4', minor: true }, { root: 'E3', minor: false },
    ],
    arp: [0, 1, 2, 3, 2, 1, 0, 2],
    arpWave: 'pulse25',
    arpVolume: 0.16,
    bassWave: 'saw',
    kick: [0, 3, 4],
    snare: [2, 6],
    hat: [0, 1, 2, 3, 4, 5, 6, 7],
    pad: false,
  },
  // Calm C major: I–vi–IV–V with a gentle pluck and a soft pad.
  menu: {
    chords: [
      { root: 'C4', minor: false }, { root: 'A3', minor: true }, { root: 'F3', minor: false }, { root: 'G3', minor: false },
      { root: 'C4', minor: false }, { root: 'E3', minor: true }, { root: 'F3', minor: false }, { root: 'G3', minor: false },
    ],
    arp: [0, 2, 3, 2, 1, 2, 3, 2],
    arpWave: 'triangle',
    arpVolume: 0.22,
    bassWave: 'triangle',
    kick: [0, 4],
    snare: [],
    hat: [2, 6],
    pad: true,
  },
};

/** A music loop: exactly {@link musicLoopSeconds} long, its echo wrapped around so the end flows into the start. */
export function musicLoop(track: MusicTrack): Float32Array {
  const song = SONGS[track];
  const { bpm } = MUSIC_LOOPS[track];
  const out = new Float32Array(Math.round(musicLoopSeconds(track) * RATE));
  const eighth = 30 / bpm;
  const bar = eighth * 8;
  song.chords.forEach((chord, b) => {
    const root = note(chord.root);
    const triad = [root, root * Math.pow(2, (chord.minor ? 3 : 4) / 12), root * Math.pow(2, 7 / 12), root * 2];
    const start = b * bar;
    song.arp.forEach((step, i) =>
      tone(out, song.arpWave, triad[step]! * 2, { start: start + i * eighth, length: eighth * 0.95, volume: song.arpVolume, env: envelope(0.004, eighth * 1.2) }),
    );
    for (let beat = 0; beat < 4; beat++) {
      tone(out, song.bassWave, root / 2, { start: start + beat * 2 * eighth, length: eighth * 1.9, volume: 0.35, env: envelope(0.005, eighth * 2.5) });
    }
    if (song.pad) {
      triad.slice(0, 3).forEach((f) => tone(out, 'sine', f, { start, length: bar, volume: 0.09, vibrato: 0.08, env: (t) => Math.min(1, t / 0.3, (bar - t) / 0.3) }));
    }
    for (const i of song.kick) tone(out, 'sine', glide(150, 45), { start: start + i * eighth, length: 0.18, volume: 0.8, env: envelope(0.002, 0.16) });
    for (const i of song.snare) noise(out, { start: start + i * eighth, length: 0.16, volume: 0.5, mode: 'band', q: 0.7, cutoff: 2200, env: envelope(0.001, 0.12), seed: 200 + b * 8 + i });
    for (const i of song.hat) noise(out, { start: start + i * eighth, length: 0.05, volume: i % 2 ? 0.12 : 0.2, mode: 'high', cutoff: 8000, env: envelope(0.001, 0.035), seed: 300 + b * 8 + i });
  });
  return normalizeLoop(loopEcho(lowpass(out, track === 'battle' ? 5200 : 3800), eighth * 3, 0.25, 0.22), 0.7);
}

