/** The one rounding rule of the engine: a permille product is floored at once (all values are non-negative). */
export function permille(value: number, perMille: number): number {
  return Math.floor((value * perMille) / 1000);
}

/** Converts a fraction from a data table (0.05) to integer permille (50), once, when the table is compiled. */
export function toPermille(fraction: number): number {
  return Math.round(fraction * 1000);
}
