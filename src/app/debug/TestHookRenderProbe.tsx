import { armedTestFailure } from './testHooks';

/** Throws during render when the `render` test hook is armed (see testHooks.ts); renders nothing otherwise. */
export function TestHookRenderProbe() {
  // Read per render: navigating away (the query parameter is gone) lets the boundary recover.
  if (armedTestFailure() === 'render') throw new Error('Test hook: render failure');
  return null;
}

/** Throws during render when the `boot` test hook is armed; placed above every error boundary. */
export function TestHookBootProbe() {
  if (armedTestFailure() === 'boot') throw new Error('Test hook: the root render failed');
  return null;
}
