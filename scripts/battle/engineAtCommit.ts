import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as engine from '../../src/engine';

/** The repository root (this file is scripts/battle/engineAtCommit.ts). */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Another commit's battle engine, loaded beside this tree's in the same process. */
export interface EngineAtCommit {
  /** The full commit id. */
  commit: string;
  /** Its src/engine module (the same public surface as this tree's, as far as that commit had it). */
  engine: typeof engine;
  /** Imports another module of that commit's src/engine (`path` relative to it, e.g. 'combat/jsRules.ts'). */
  module(path: string): Promise<unknown>;
}

/**
 * The battle engine of `ref` (a commit, branch or tag), extracted with git archive into .tmp/engine-base/<commit>
 * once and imported from there, so tools can compare it with this tree's engine in one process (the engine never
 * imports content, so both play this tree's cards). Returns the reason instead when `ref` is not in this clone's
 * history (a shallow clone, a tarball without .git) or cannot be extracted.
 */
export async function engineAtCommit(ref: string): Promise<EngineAtCommit | { missing: string }> {
  let commit: string;
  try {
    commit = execFileSync('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return { missing: `${ref} is not in this clone's history` };
  }
  const dir = resolve(ROOT, '.tmp/engine-base', commit);
  if (!existsSync(resolve(dir, 'src/engine/index.ts'))) {
    // Extracted beside the final place and renamed into it, so processes extracting at once (test files in parallel
    // workers) never import a half-written tree: the first rename wins, the others drop their copy.
    const part = `${dir}.${process.pid}`;
    rmSync(part, { recursive: true, force: true });
    mkdirSync(part, { recursive: true });
    try {
      execFileSync('sh', ['-c', `git archive ${commit} src/engine | tar -x -C "${part}"`], { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
    } catch (err) {
      rmSync(part, { recursive: true, force: true });
      return { missing: `${ref}'s src/engine could not be extracted (${(err as Error).message.split('\n')[0]})` };
    }
    try {
      renameSync(part, dir);
    } catch {
      rmSync(part, { recursive: true, force: true });
    }
  }
  const module = (path: string): Promise<unknown> => import(resolve(dir, 'src/engine', path));
  return { commit, engine: (await module('index.ts')) as typeof engine, module };
}
