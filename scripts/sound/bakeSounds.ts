/**
 * `npm run sounds` (run by `npm run build` and `npm run dev`): synthesises every effect and music loop
 * (soundDesigns.ts) and writes them as MP3 (22.05 kHz mono; effects 48 kbit/s, music 32 kbit/s) to public/sounds,
 * or the folder given, where Vite serves and copies them. Deterministic: the same samples and bytes every run;
 * files are rewritten only when they change. Prints each file's size and the bytes one battle loads.
 */
import { Mp3Encoder } from '@breezystack/lamejs';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MUSIC_TRACKS, SOUND_EFFECTS, SOUND_SAMPLE_RATE, effectUrl, musicUrl } from '../../src/services/audio/soundCatalog';
import { EFFECT_DESIGNS, musicLoop } from './soundDesigns';
import { RATE } from './synth';

/** Encodes mono float samples (−1..1) as MP3. */
export function encodeMp3(samples: Float32Array, kbps: number): Uint8Array {
  if (RATE !== SOUND_SAMPLE_RATE) throw new Error('the synthesiser and the catalogue disagree on the sample rate');
  const encoder = new Mp3Encoder(1, RATE, kbps);
  const pcm = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) pcm[i] = Math.max(-32768, Math.min(32767, Math.round(samples[i]! * 32767)));
  const chunks: Uint8Array[] = [];
  const block = 1152;
  for (let i = 0; i < pcm.length; i += block) chunks.push(encoder.encodeBuffer(pcm.subarray(i, i + block)));
  chunks.push(encoder.flush());
  const total = chunks.reduce((n, c) => n + c.length, 0);
  const out = new Uint8Array(total);
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.length;
  }
  return out;
}

/** Every baked file: its path under the output folder and its bytes. */
export function bakeAll(): { file: string; bytes: Uint8Array; battle: boolean }[] {
  return [
    ...SOUND_EFFECTS.map((effect) => ({ file: effectUrl(effect), bytes: encodeMp3(EFFECT_DESIGNS[effect](), 48), battle: true })),
    ...MUSIC_TRACKS.map((track) => ({ file: musicUrl(track), bytes: encodeMp3(musicLoop(track), 32), battle: track === 'battle' })),
  ];
}

function main(): void {
  const started = performance.now();
  const outDir = path.resolve(process.argv[2] ?? 'public');
  let written = 0;
  let battleBytes = 0;
  let allBytes = 0;
  for (const { file, bytes, battle } of bakeAll()) {
    const target = path.join(outDir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    let same = false;
    try {
      same = Buffer.compare(readFileSync(target), bytes) === 0;
    } catch {
      same = false;
    }
    if (!same) {
      writeFileSync(target, bytes);
      written++;
    }
    allBytes += bytes.length;
    if (battle) battleBytes += bytes.length;
    if (process.env.SOUNDS_VERBOSE) console.log(`  ${file} ${(bytes.length / 1024).toFixed(1)} KB`);
  }
  console.log(
    `sounds: ${SOUND_EFFECTS.length} effects + ${MUSIC_TRACKS.length} loops (${written} written) in ${path.join(outDir, 'sounds')}: ` +
      `${(allBytes / 1024).toFixed(1)} KB in all, ${(battleBytes / 1024).toFixed(1)} KB for one battle, in ${Math.round(performance.now() - started)} ms`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) main();
