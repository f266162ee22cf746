import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * CSP hashes (`'sha256-…'`) of the inline scripts in the built `index.html`, so the policy allows exactly those
 * and nothing injected. None today (Vite emits only `<script src>`); a missing build means none.
 */
export function inlineScriptHashes(staticDir: string): string[] {
  let html: string;
  try {
    html = readFileSync(path.join(staticDir, 'index.html'), 'utf8');
  } catch {
    return [];
  }
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    hashes.push(`'sha256-${createHash('sha256').update(match[1] ?? '', 'utf8').digest('base64')}'`);
  }
  return hashes;
}
