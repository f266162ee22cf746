/** Image types a screenshot may have, by their file signatures. */
const SIGNATURES: readonly { type: 'image/png' | 'image/jpeg' | 'image/webp'; matches: (b: Uint8Array) => boolean }[] = [
  { type: 'image/png', matches: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((x, i) => b[i] === x) },
  { type: 'image/jpeg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/webp', matches: (b) => String.fromCharCode(...b.slice(0, 4)) === 'RIFF' && String.fromCharCode(...b.slice(8, 12)) === 'WEBP' },
];

/** The image type of a file by its magic bytes (never its name or a declared type), or null when it is none of ours. */
export function screenshotType(bytes: Uint8Array): 'image/png' | 'image/jpeg' | 'image/webp' | null {
  return SIGNATURES.find((s) => s.matches(bytes))?.type ?? null;
}
