/**
 * A small deterministic synthesiser for the baked game sounds: oscillators with pitch sweeps, seeded noise,
 * envelopes, filters and a mixer over plain Float32Arrays. No randomness outside the seeded noise, so the same
 * script bakes the same samples every time.
 */

/** Samples per second of every buffer made here. */
export const RATE = 22050;

/** A mono buffer of `seconds`. */
export function buffer(seconds: number): Float32Array {
  return new Float32Array(Math.ceil(seconds * RATE));
}

/** A value over time: a number, or a function of seconds since the voice started and its progress 0..1. */
export type Curve = number | ((t: number, p: number) => number);

const at = (curve: Curve, t: number, p: number) => (typeof curve === 'number' ? curve : curve(t, p));

/** An exponential glide from `from` to `to` over the voice (pitch sweeps). */
export const glide = (from: number, to: number): Curve => (_t, p) => from * Math.pow(to / from, p);
/** A linear ramp from `from` to `to` over the voice. */
export const ramp = (from: number, to: number): Curve => (_t, p) => from + (to - from) * p;

/** Oscillator shapes. */
export type Wave = 'sine' | 'square' | 'saw' | 'triangle' | 'pulse25';

function waveAt(wave: Wave, phase: number): number {
  const x = phase - Math.floor(phase);
  switch (wave) {
    case 'sine': return Math.sin(2 * Math.PI * x);
    case 'square': return x < 0.5 ? 1 : -1;
    case 'pulse25': return x < 0.25 ? 1 : -1;
    case 'saw': return 2 * x - 1;
    case 'triangle': return x < 0.5 ? 4 * x - 1 : 3 - 4 * x;
  }
}

/** An envelope: attack (s), then exponential decay with `decay` seconds to about −60 dB; 0 after `length`. */
export function envelope(attack: number, decay: number): (t: number) => number {
  return (t) => (t < attack ? t / attack : Math.exp((-6.9 * (t - attack)) / decay));
}

/** Options of one voice. */
export interface VoiceOptions {
  start?: number;
  length: number;
  volume: Curve;
  /** Shape over time, multiplied with `volume` (default: 5 ms attack, decay over the length). */
  env?: (t: number) => number;
}

/** Adds an oscillator voice (frequency a curve, with optional vibrato depth in semitones at 6 Hz). */
export function tone(out: Float32Array, wave: Wave, frequency: Curve, o: VoiceOptions & { vibrato?: number }): void {
  const env = o.env ?? envelope(0.005, o.length);
  const first = Math.floor((o.start ?? 0) * RATE);
  const count = Math.min(Math.floor(o.length * RATE), out.length - first);
  let phase = 0;
  for (let i = 0; i < count; i++) {
    const t = i / RATE;
    const p = i / count;
    let f = at(frequency, t, p);
    if (o.vibrato) f *= Math.pow(2, (o.vibrato * Math.sin(2 * Math.PI * 6 * t)) / 12);
    phase += f / RATE;
    out[first + i]! += waveAt(wave, phase) * at(o.volume, t, p) * env(t);
  }
}

/** A seeded noise source (a linear congruential generator): the same hiss every bake. */
export function noiseSource(seed: number): () => number {
  let s = seed | 0;
  return () => {
    s = (Math.imul(s, 1103515245) + 12345) | 0;
    return ((s >>> 16) & 0x7fff) / 16384 - 1;
  };
}

/** Adds filtered noise: a state-variable filter whose cutoff (Hz) may sweep; `mode` picks its output. */
export function noise(out: Float32Array, o: VoiceOptions & { cutoff: Curve; mode?: 'low' | 'band' | 'high'; q?: number; seed?: number }): void {
  const env = o.env ?? envelope(0.002, o.length);
  const next = noiseSource(o.seed ?? 7);
  const first = Math.floor((o.start ?? 0) * RATE);
  const count = Math.min(Math.floor(o.length * RATE), out.length - first);
  const damping = 1 / (o.q ?? 0.8);
  let low = 0;
  let band = 0;
  for (let i = 0; i < count; i++) {
    const t = i / RATE;
    const p = i / count;
    const f = Math.min(0.99, 2 * Math.sin((Math.PI * Math.min(at(o.cutoff, t, p), RATE / 4)) / RATE));
    const input = next();
    low += f * band;
    const high = input - low - damping * band;
    band += f * high;
    const value = o.mode === 'band' ? band : o.mode === 'high' ? high : low;
    out[first + i]! += value * at(o.volume, t, p) * env(t);
  }
}

/** A one-pole low-pass over the whole buffer (softens square waves). */
export function lowpass(samples: Float32Array, cutoff: number): Float32Array {
  const a = 1 - Math.exp((-2 * Math.PI * cutoff) / RATE);
  let y = 0;
  for (let i = 0; i < samples.length; i++) {
    y += a * (samples[i]! - y);
    samples[i] = y;
  }
  return samples;
}

/** A feedback echo (a small room): `delay` seconds, `feedback` 0..1, `mix` of the wet signal. */
export function echo(samples: Float32Array, delay: number, feedback: number, mix: number): Float32Array {
  const d = Math.floor(delay * RATE);
  const wet = new Float32Array(samples.length);
  for (let i = 0; i < samples.length; i++) wet[i] = samples[i]! + (i >= d ? wet[i - d]! * feedback : 0);
  for (let i = 0; i < samples.length; i++) samples[i] = samples[i]! * (1 - mix) + wet[i]! * mix;
  return samples;
}

/** An echo that wraps around the end (for loops: the tail of the last bar sounds over the first). */
export function loopEcho(samples: Float32Array, delay: number, feedback: number, mix: number): Float32Array {
  const d = Math.floor(delay * RATE);
  const n = samples.length;
  const wet = new Float32Array(n);
  // Two passes: the second starts with the first's tail in the delay line.
  for (let pass = 0; pass < 2; pass++) {
    for (let i = 0; i < n; i++) wet[i] = samples[i]! + wet[(i - d + n) % n]! * feedback;
  }
  for (let i = 0; i < n; i++) samples[i] = samples[i]! * (1 - mix) + wet[i]! * mix;
  return samples;
}

/** Scales to `peak` and rounds off with a soft clip (no hard digital clipping). */
export function master(samples: Float32Array, peak = 0.89): Float32Array {
  let max = 0;
  for (const s of samples) max = Math.max(max, Math.abs(s));
  const gain = max > 0 ? 1.25 / max : 1;
  for (let i = 0; i < samples.length; i++) samples[i] = Math.tanh(samples[i]! * gain) * (peak / Math.tanh(1.25));
  // A 3 ms fade at both ends: no click where the sound starts or stops.
  const fade = Math.floor(0.003 * RATE);
  for (let i = 0; i < fade && i < samples.length; i++) {
    samples[i] = samples[i]! * (i / fade);
    samples[samples.length - 1 - i] = samples[samples.length - 1 - i]! * (i / fade);
  }
  return samples;
}

/** Scales to `peak` without a fade at the ends (loops must join seamlessly). */
export function normalizeLoop(samples: Float32Array, peak = 0.8): Float32Array {
  let max = 0;
  for (const s of samples) max = Math.max(max, Math.abs(s));
  const gain = max > 0 ? 1.15 / max : 1;
  for (let i = 0; i < samples.length; i++) samples[i] = Math.tanh(samples[i]! * gain) * (peak / Math.tanh(1.15));
  return samples;
}

/** A note name's frequency ("A4" = 440 Hz; sharps as "C#4"). */
export function note(name: string): number {
  const match = /^([A-G])(#?)(\d)$/.exec(name);
  if (!match) throw new Error(`bad note ${name}`);
  const semis: Record<string, number> = { C: -9, D: -7, E: -5, F: -4, G: -2, A: 0, B: 2 };
  const n = semis[match[1]!]! + (match[2] ? 1 : 0) + (Number(match[3]) - 4) * 12;
  return 440 * Math.pow(2, n / 12);
}
