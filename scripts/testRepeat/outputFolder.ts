/**
 * The folder a Playwright run writes its failures' evidence to (screenshots, error contexts, attachments): the
 * `--output` argument's, else the config's `test-results`. Each run empties it, so a series copies it away after a
 * run that failed.
 */
export function outputFolderOf(playwrightArgs: readonly string[]): string {
  for (let i = 0; i < playwrightArgs.length; i++) {
    const arg = playwrightArgs[i]!;
    if (arg === '--output' && playwrightArgs[i + 1] !== undefined) return playwrightArgs[i + 1]!;
    if (arg.startsWith('--output=')) return arg.slice('--output='.length);
  }
  return 'test-results';
}
