import type { PGlite, Transaction } from '@electric-sql/pglite';

/**
 * Versions of tables, bumped after every committed statement that may have changed them, on a database this
 * process alone writes (PGlite: its data folder admits one process). A reader takes {@link version} before it
 * reads and keeps what it read only while the version is unchanged (server/accounts/accountViewCache.ts).
 */
export interface TableChanges {
  /** A number that changes whenever any of `tables` may have changed since it was last read. */
  version(tables: readonly string[]): number;
}

/** A statement that reads only; anything else (INSERT, UPDATE, DELETE, a CTE, DDL, COPY …) counts as a write. */
const READ_ONLY = /^\s*(?:select|show|explain|begin|commit|rollback|savepoint|release|set|listen|unlisten)\b/i;

/** Table names as statements spell them: Drizzle quotes them, raw SQL may not. */
const NAME = /"?([a-z_][a-z0-9_]*)"?/gi;

/** The names a write statement mentions (a superset of the tables it changes: columns and aliases too, harmlessly). */
function namesIn(statement: string): string[] {
  return [...statement.matchAll(NAME)].map((match) => match[1]!.toLowerCase());
}

/**
 * Wraps a PGlite client so every write is counted per table it names, once it is committed: a statement outside
 * a transaction when it returns, a transaction's statements when the transaction ends (commit or rollback; a
 * rollback's bump is merely unnecessary). Deliberately coarse: a write that names a table bumps it even when no
 * row changed, so a reader never keeps something a write may have made stale. WARNING: a table changed without
 * being named (a trigger writing elsewhere, a foreign key's ON DELETE CASCADE) is missed; the tables watched today
 * change only by being named, or by a cascade from `accounts`, which is watched with them.
 */
export function watchTableChanges(client: PGlite): { client: PGlite; changes: TableChanges } {
  const versions = new Map<string, number>();
  let total = 0;
  const bump = (names: Iterable<string>) => {
    total++;
    for (const name of names) versions.set(name, total);
  };
  const written = (statement: unknown): string[] => (typeof statement === 'string' && !READ_ONLY.test(statement) ? namesIn(statement) : []);

  // Properties assigned on the wrapper (a test counting queries replaces `query`) shadow it, not the client: the
  // replacement then calls the wrapper, which calls the client's own method (no loop).
  const assigned = new Map<PropertyKey, unknown>();
  const wrapped = new Proxy(client, {
    set(_target, property, value) {
      assigned.set(property, value);
      return true;
    },
    get(target, property, receiver) {
      if (assigned.has(property)) return assigned.get(property);
      if (property === 'query' || property === 'exec') {
        return async (statement: string, ...rest: unknown[]) => {
          const names = written(statement);
          try {
            return await (Reflect.get(target, property, target) as (...args: unknown[]) => Promise<unknown>).call(target, statement, ...rest);
          } finally {
            if (names.length > 0) bump(names);
          }
        };
      }
      if (property === 'transaction') {
        return async <T>(callback: (tx: Transaction) => Promise<T>) => {
          const names = new Set<string>();
          try {
            return await target.transaction((tx) =>
              callback(
                new Proxy(tx, {
                  get(txTarget, txProperty) {
                    const value = Reflect.get(txTarget, txProperty, txTarget) as unknown;
                    if ((txProperty === 'query' || txProperty === 'exec') && typeof value === 'function') {
                      return (statement: string, ...rest: unknown[]) => {
                        for (const name of written(statement)) names.add(name);
                        return (value as (...args: unknown[]) => Promise<unknown>).call(txTarget, statement, ...rest);
                      };
                    }
                    return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(txTarget) : value;
                  },
                }),
              ),
            );
          } finally {
            if (names.size > 0) bump(names);
          }
        };
      }
      const value = Reflect.get(target, property, receiver) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });

  return {
    client: wrapped,
    changes: {
      version: (tables) => {
        let latest = 0;
        for (const table of tables) latest = Math.max(latest, versions.get(table) ?? 0);
        return latest;
      },
    },
  };
}
