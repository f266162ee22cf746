/**
 * The game's baked sounds: the effects a battle plays and the two music loops. `npm run sounds`
 * (scripts/sound/bakeSounds.ts) synthesises each one deterministically and writes it to public/sounds as MP3;
 * the players here fetch them by these names. No runtime imports: the build script reads this file too.
 */

/** The elements a cast sounds like (the engine's elements). */
export const CAST_ELEMENTS = ['fire', 'water', 'earth', 'wind', 'light', 'dark'] as const;

/** Every sound effect, one file each. */
export const SOUND_EFFECTS = [
  'hit',
  'crit',
  ...CAST_ELEMENTS.map((element) => `cast_${element}` as const),
  'heal',
  'shield_break',
  'death',
  'victory',
  'defeat',
  // Outside the battle: a star popping, a reward landing in a balance, a card revealed or levelled up.
  'star',
  'coin',
  'reveal',
] as const;
/** One of {@link SOUND_EFFECTS}. */
export type SoundEffect = (typeof SOUND_EFFECTS)[number];

/** The music loops: one under battles, one under every other screen. */
export const MUSIC_TRACKS = ['battle', 'menu'] as const;
/** One of {@link MUSIC_TRACKS}. */
export type MusicTrack = (typeof MUSIC_TRACKS)[number];

/** Where the baked files are served (public/sounds, cached by the service worker on first use). */
export const SOUND_BASE_PATH = '/sounds/';

/** An effect's file. */
export function effectUrl(effect: SoundEffect): string {
  return `${SOUND_BASE_PATH}${effect}.mp3`;
}

/** A music loop's file. */
export function musicUrl(track: MusicTrack): string {
  return `${SOUND_BASE_PATH}music_${track}.mp3`;
}

/** Sample rate of every baked file (22.05 kHz mono: game effects need no more, and it halves the bytes). */
export const SOUND_SAMPLE_RATE = 22050;

/**
 * Samples an MP3 encoder puts before the audio (LAME: 576 + 529) that the decoder keeps: a loop starts after them.
 */
export const MP3_ENCODER_DELAY_SAMPLES = 1105;

/** Each music loop's tempo and length: the baked file holds exactly one loop after the encoder's delay. */
export const MUSIC_LOOPS: Readonly<Record<MusicTrack, { bpm: number; beats: number }>> = {
  battle: { bpm: 144, beats: 32 },
  menu: { bpm: 100, beats: 32 },
};

/** A music loop's length in seconds. */
export function musicLoopSeconds(track: MusicTrack): number {
  const { bpm, beats } = MUSIC_LOOPS[track];
  return (beats * 60) / bpm;
}
