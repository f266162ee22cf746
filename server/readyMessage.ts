/** What the start command tells a person once the server answers. */
export interface ReadyFacts {
  port: number;
  /** The interface listened on; a wildcard (0.0.0.0, ::) is shown as localhost. */
  host: string;
  database: 'pglite' | 'postgres';
  dataDir?: string;
  mail: 'console' | 'smtp' | 'memory';
}

const WILDCARDS = new Set(['0.0.0.0', '::', '']);

/**
 * The lines `npm start` prints when the game is ready: first one clear line with the address to open, then
 * the hints a newcomer needs (where the admin tool is, where verification mail goes, how to stop).
 */
export function readyMessage(facts: ReadyFacts): string {
  const host = WILDCARDS.has(facts.host) ? 'localhost' : facts.host.includes(':') ? `[${facts.host}]` : facts.host;
  const url = `http://${host}:${facts.port}/`;
  const lines = [`TCG is ready: open ${url} (the game at ${url}main)`];
  lines.push(
    facts.database === 'pglite'
      ? `  admin: stop the server (Ctrl+C), then npm run admin -- notice:list (embedded database in ${facts.dataDir ?? 'DATA_DIR'}: one process at a time)`
      : '  admin: npm run admin -- notice:list (same DATABASE_URL; works while the server runs)',
  );
  if (facts.mail === 'console') lines.push('  mail: SMTP_URL is unset, so verification codes are printed here as "mail" log lines');
  lines.push('  stop: Ctrl+C');
  return `${lines.join('\n')}\n`;
}
