/**
 * The backstop of a browser test's own server start, not a wait: a start is waited for by its state (the start line,
 * /api/health answering), and a process that exits fails it at once. 90 s is what `startOwnServer` had before the
 * flakes work (issue 31 asks that no test gain a longer timeout); starts take 5-25 s in the CI's runs and are logged
 * (`healthy after N s`, `started after N s`), so one that grows shows long before it nears this. A `beforeAll` that
 * starts a server rides the test timeout of its file (the config's 120 s unless the file sets its own).
 */
export const SERVER_START_BACKSTOP_MS = 90_000;
