/**
 * How the round title and a skill banner share the band above the board (they stand in one place): one after the
 * other, never both at once. A crossfade there overlaid two texts in one pill ("gRound 3ll") for a third of each
 * banner's life. Over the first half of the banner's fade the title fades out; over the second the banner fades in
 * (and the other way round as it leaves).
 */
export function titleHandOff(bannerFade: number): { banner: number; title: number } {
  const fade = Math.min(1, Math.max(0, bannerFade));
  return { banner: Math.max(0, 2 * fade - 1), title: Math.max(0, 1 - 2 * fade) };
}
