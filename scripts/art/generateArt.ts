import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildArt } from './buildArt';

/**
 * `npm run art` (run by `npm run build` and `npm run dev`): writes the generated SVGs to public/art (or the
 * folder given), where Vite serves and copies them. Files are rewritten only when they change. About 130
 * small files in well under a second, so they are generated on every build instead of committed.
 */
function main(): void {
  const outDir = path.resolve(process.argv[2] ?? 'public/art');
  const started = performance.now();
  let written = 0;
  const files = buildArt();
  for (const file of files) {
    const target = path.join(outDir, file.path);
    mkdirSync(path.dirname(target), { recursive: true });
    let current: string | undefined;
    try {
      current = readFileSync(target, 'utf8');
    } catch {
      current = undefined;
    }
    if (current === file.svg) continue;
    writeFileSync(target, file.svg);
    written += 1;
  }
  console.log(`art: ${files.length} files (${written} written) in ${outDir} in ${Math.round(performance.now() - started)} ms`);
}

main();
