/**
 * The battle's sound effects, synthesised with WebAudio (oscillators and filtered noise: no audio files to
 * download). Nothing is created until `prepare` or the first sound while enabled, so a muted player never opens an
 * AudioContext; each kind is then rendered once into a buffer, and a sound is one buffer source. Each sound announces itself as a `tcg:sound` window event (detail = kind) for the browser tests.
 */

/** The sounds a battle makes. */
export type BattleSoundKind = 'hit' | 'crit' | 'skill' | 'heal' | 'death' | 'victory' | 'defeat';

/** A battle's sound player. */
export interface BattleSound {
  /** Plays a sound now if enabled (repeats of one kind within 70 ms are dropped: 4× playback would buzz). */
  play(kind: BattleSoundKind): void;
  /**
   * Opens the audio context and renders the sounds ahead (when enabled), so the first sound of a battle does not
   * open it inside an animation frame (≈ 100–200 ms on a slow machine: a long task mid-battle).
   */
  prepare(): void;
  setEnabled(enabled: boolean): void;
  readonly enabled: boolean;
  /** Closes the AudioContext. */
  dispose(): void;
}

/** Schedules one voice's nodes on a context (live or offline); `seconds` is how long it sounds. */
type Voice = ((ctx: BaseAudioContext, out: AudioNode, at: number) => void) & { seconds: number };

const voice = (play: (ctx: BaseAudioContext, out: AudioNode, at: number) => void, seconds: number): Voice => Object.assign(play, { seconds });

function tone(type: OscillatorType, from: number, to: number, length: number, volume: number): Voice {
  return voice((ctx, out, at) => {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = type;
    osc.frequency.setValueAtTime(from, at);
    osc.frequency.exponentialRampToValueAtTime(to, at + length);
    gain.gain.setValueAtTime(volume, at);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + length);
    osc.connect(gain).connect(out);
    osc.start(at);
    osc.stop(at + length + 0.02);
  }, length + 0.02);
}

function noise(cutoff: number, length: number, volume: number): Voice {
  // The hiss is the same each time: computed once per audio context and shared by every play (a buffer may feed
  // many sources). Sounds play from inside the canvas's frame, where filling it anew cost ~0.4 ms per frame.
  const buffers = new WeakMap<BaseAudioContext, AudioBuffer>();
  const hiss = (ctx: BaseAudioContext) => {
    let buffer = buffers.get(ctx);
    if (buffer) return buffer;
    const frames = Math.ceil(ctx.sampleRate * length);
    buffer = ctx.createBuffer(1, frames, ctx.sampleRate);
    const data = buffer.getChannelData(0);
    // A fixed pseudo-random sequence: the same hiss each time, and no Math.random in a replay.
    let seed = 0x2545f491;
    for (let i = 0; i < frames; i++) {
      seed = (Math.imul(seed, 1103515245) + 12345) | 0;
      data[i] = (((seed >>> 16) & 0x7fff) / 16384 - 1) * (1 - i / frames);
    }
    buffers.set(ctx, buffer);
    return buffer;
  };
  return voice((ctx, out, at) => {
    const buffer = hiss(ctx);
    const source = ctx.createBufferSource();
    const filter = ctx.createBiquadFilter();
    const gain = ctx.createGain();
    source.buffer = buffer;
    filter.type = 'lowpass';
    filter.frequency.value = cutoff;
    gain.gain.value = volume;
    source.connect(filter).connect(gain).connect(out);
    source.start(at);
  }, length);
}

function notes(frequencies: readonly number[], step: number, type: OscillatorType, volume: number): Voice {
  const voices = frequencies.map((f) => tone(type, f, f * 1.01, step * 1.6, volume));
  return voice((ctx, out, at) => voices.forEach((v, i) => v(ctx, out, at + i * step)), (frequencies.length - 1) * step + (voices[0]?.seconds ?? 0));
}

const VOICES: Record<BattleSoundKind, Voice[]> = {
  hit: [noise(1800, 0.09, 0.5)],
  crit: [noise(3200, 0.14, 0.6), tone('square', 880, 440, 0.12, 0.08)],
  skill: [tone('sine', 320, 960, 0.28, 0.18), tone('triangle', 640, 1280, 0.22, 0.06)],
  heal: [tone('sine', 660, 990, 0.3, 0.12)],
  death: [tone('triangle', 420, 70, 0.45, 0.25), noise(600, 0.3, 0.25)],
  victory: [notes([523.25, 659.25, 783.99, 1046.5], 0.12, 'triangle', 0.2)],
  defeat: [notes([392, 349.23, 311.13, 261.63], 0.16, 'sine', 0.18)],
};

const MIN_GAP_MS = 70;

/** How long a kind sounds: its longest voice. */
export function soundSeconds(kind: BattleSoundKind): number {
  return Math.max(...VOICES[kind].map((v) => v.seconds));
}

/**
 * Renders a kind's voices once into a buffer, off the main thread (OfflineAudioContext): a play is then one buffer
 * source instead of up to eight nodes with their automation. Sounds play from inside the canvas's frame, where
 * building the graph cost ≈ 0.4 ms per frame at 4× (each node creation waits on the audio thread's graph lock).
 */
async function renderKind(kind: BattleSoundKind, sampleRate: number): Promise<AudioBuffer> {
  const offline = new OfflineAudioContext(1, Math.ceil(sampleRate * (soundSeconds(kind) + 0.01)), sampleRate);
  for (const v of VOICES[kind]) v(offline, offline.destination, 0);
  return offline.startRendering();
}

const KINDS = Object.keys(VOICES) as BattleSoundKind[];

/** A sound player, initially on or off (the player's sound setting). */
export function createBattleSound(enabled: boolean): BattleSound {
  let on = enabled;
  let ctx: AudioContext | null = null;
  let master: GainNode | null = null;
  // Each kind rendered to a buffer for the current context (filled in as the offline renders finish).
  let rendered = new Map<BattleSoundKind, AudioBuffer>();
  const lastPlayed = new Map<BattleSoundKind, number>();
  const open = (): AudioContext => {
    if (ctx) return ctx;
    const live = new AudioContext();
    ctx = live;
    master = live.createGain();
    master.gain.value = 0.5;
    master.connect(live.destination);
    const buffers = new Map<BattleSoundKind, AudioBuffer>();
    rendered = buffers;
    if (typeof OfflineAudioContext !== 'undefined') {
      for (const kind of KINDS) {
        // A failed render leaves that kind on the live voices.
        renderKind(kind, live.sampleRate).then((buffer) => { buffers.set(kind, buffer); }, () => {});
      }
    }
    return live;
  };
  return {
    get enabled() {
      return on;
    },
    prepare() {
      if (on && typeof AudioContext !== 'undefined') open();
    },
    play(kind) {
      if (!on || typeof AudioContext === 'undefined') return;
      const now = performance.now();
      if (now - (lastPlayed.get(kind) ?? -Infinity) < MIN_GAP_MS) return;
      lastPlayed.set(kind, now);
      const live = open();
      // Browsers start a context suspended until the page has had a user gesture (the Watch button is one).
      if (live.state === 'suspended') void live.resume();
      const at = live.currentTime + 0.005;
      const buffer = rendered.get(kind);
      if (buffer) {
        const source = live.createBufferSource();
        source.buffer = buffer;
        source.connect(master!);
        source.start(at);
      } else {
        for (const v of VOICES[kind]) v(live, master!, at);
      }
      window.dispatchEvent(new CustomEvent('tcg:sound', { detail: kind }));
    },
    setEnabled(value) {
      on = value;
      if (!on && ctx) void ctx.suspend();
    },
    dispose() {
      on = false;
      if (ctx) void ctx.close();
      ctx = null;
      rendered = new Map();
    },
  };
}
