/** Easing curves for cue progress (0..1); pure, so any frame can be drawn from the time alone. */
export const ease = {
  outCubic: (p: number) => 1 - (1 - p) * (1 - p) * (1 - p),
  inOutSine: (p: number) => 0.5 - Math.cos(Math.PI * p) / 2,
  /** Rises then falls back to 0 (lunges, pulses). */
  bump: (p: number) => Math.sin(Math.PI * Math.min(1, Math.max(0, p))),
  clamp01: (p: number) => Math.min(1, Math.max(0, p)),
};
