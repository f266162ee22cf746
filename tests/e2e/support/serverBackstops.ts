/**
 * Backstops for a browser test's own game server, not waits: a start is waited for by its state (the start line,
 * /api/health answering). On this 2-core machine shared at load 40+ beside a CPU hog, a start (copying the migrated
 * data folder, an admin command's own process, the server's tsx start and PGlite) has taken minutes.
 */

/** Longest a test's own server may take to start before the helper gives up. */
export const SERVER_START_BACKSTOP_MS = 420_000;

/**
 * The budget of a `beforeAll` hook that starts a server (a game server, or a harness it builds and serves), set in
 * the hook with `test.setTimeout`: without it the hook rides the config's 120 s test timeout, which a loaded start
 * outlasted (the hook failed, the story never began). The start's backstop plus a minute for the hook's other
 * set-up (entrants, a chain, a bot stand-in, a build).
 */
export const SERVER_HOOK_BACKSTOP_MS = SERVER_START_BACKSTOP_MS + 60_000;
