import { armedTestFailure } from './testHooks';

const failure = armedTestFailure();

/** Throws during render when the `render` test hook is armed (see testHooks.ts); renders nothing otherwise. */
export function TestHookRenderProbe() {
  if (failure === 'render') throw new Error('Test hook: render failure');
  return null;
}

/** Throws during render when the `boot` test hook is armed; placed above every error boundary. */
export function TestHookBootProbe() {
  if (failure === 'boot') throw new Error('Test hook: the root render failed');
  return null;
}
