/**
 * Deterministic failure triggers for the browser tests (docs/CLIENT.md, "Test hooks").
 * A hook fires only when BOTH are present: localStorage `tcg:test-hooks` = `1` (set by the test before the
 * page loads) and the query parameter `tcgFail` naming the failure. A player following a link with
 * `?tcgFail=...` gets nothing, so this is no foot-gun in production.
 *   render    – the route's screen throws while rendering (error boundary screen)
 *   api       – the route's screen throws the API client's network error (the boundary words it in the player's language)
 *   async     – an error is thrown from a timer (global unhandled-error screen)
 *   rejection – a promise rejects unhandled (global unhandled-error screen)
 *   boot      – the root render throws outside every boundary (static fallback screen)
 */
export type TestFailure = 'render' | 'api' | 'async' | 'rejection' | 'boot';

/** localStorage key that arms the hooks. */
export const TEST_HOOKS_KEY = 'tcg:test-hooks';
/** Query parameter naming the failure. */
export const TEST_FAILURE_PARAM = 'tcgFail';

const FAILURES: readonly TestFailure[] = ['render', 'api', 'async', 'rejection', 'boot'];

/** The armed failure of this page load, if any. */
export function armedTestFailure(): TestFailure | null {
  let armed = false;
  try {
    armed = localStorage.getItem(TEST_HOOKS_KEY) === '1';
  } catch {
    return null;
  }
  if (!armed) return null;
  const value = new URLSearchParams(window.location.search).get(TEST_FAILURE_PARAM);
  return FAILURES.find((failure) => failure === value) ?? null;
}

/** Starts the non-render failures (async, rejection) once the app is up. */
export function fireAsyncTestFailure(failure: TestFailure | null): void {
  if (failure === 'async') {
    window.setTimeout(() => {
      throw new Error('Test hook: asynchronous failure');
    }, 50);
  }
  if (failure === 'rejection') {
    window.setTimeout(() => {
      void Promise.reject(new Error('Test hook: unhandled rejection'));
    }, 50);
  }
}
