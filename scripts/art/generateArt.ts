import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bakeAtlas, cardFiles } from './bakeAtlas';
import { buildArt } from './buildArt';

/** Writes a file only when its bytes change (so Vite's watcher and the service worker's revisions stay quiet). */
function writeIfChanged(target: string, data: Buffer | string): boolean {
  mkdirSync(path.dirname(target), { recursive: true });
  let current: Buffer | undefined;
  try {
    current = readFileSync(target);
  } catch {
    current = undefined;
  }
  const next = typeof data === 'string' ? Buffer.from(data) : data;
  if (current?.equals(next)) return false;
  writeFileSync(target, next);
  return true;
}

/**
 * `npm run art` (run by `npm run build` and `npm run dev`): writes the generated SVGs to public/art (or the
 * folder given), where Vite serves and copies them, and bakes the card portraits into one WebP atlas for the
 * battle scene (art/atlas/cards.webp + cards.json). Files are rewritten only when they change. Generated on every
 * build (about a second) instead of committed.
 */
async function main(): Promise<void> {
  const outDir = path.resolve(process.argv[2] ?? 'public/art');
  const started = performance.now();
  let written = 0;
  const files = buildArt();
  for (const file of files) if (writeIfChanged(path.join(outDir, file.path), file.svg)) written += 1;
  const atlas = await bakeAtlas(cardFiles(files));
  if (writeIfChanged(path.join(outDir, 'atlas/cards.webp'), atlas.image)) written += 1;
  if (writeIfChanged(path.join(outDir, 'atlas/cards.json'), JSON.stringify(atlas.manifest))) written += 1;
  console.log(`art: ${files.length + 2} files (${written} written, atlas ${Math.round(atlas.image.length / 1024)} KB) in ${outDir} in ${Math.round(performance.now() - started)} ms`);
}

await main();
