import { ApiError } from '../../services/api/apiError';
import { armedTestFailure } from './testHooks';

/** Throws during render when the `render` or `api` test hook is armed (see testHooks.ts); renders nothing otherwise. */
export function TestHookRenderProbe() {
  // Read per render: navigating away (the query parameter is gone) lets the boundary recover.
  const failure = armedTestFailure();
  if (failure === 'render') throw new Error('Test hook: render failure');
  if (failure === 'api') throw new ApiError({ status: 0, code: 'network', message: 'The server could not be reached' });
  return null;
}

/** Throws during render when the `boot` test hook is armed; placed above every error boundary. */
export function TestHookBootProbe() {
  if (armedTestFailure() === 'boot') throw new Error('Test hook: the root render failed');
  return null;
}
