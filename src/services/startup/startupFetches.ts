/**
 * Requests index.html's start-up script has already made, keyed by URL path: the first screen's translation files
 * ("/locales/en/ui.json") and the session check ("/api/account/session"). They download while the app's scripts do,
 * instead of after them. The global is declared here and filled only by that script.
 */
declare global {
  interface Window {
    __tcgStartup?: Record<string, Promise<Response> | undefined>;
  }
}

/**
 * The start-up script's response for `url`, handed out once (a response body can be read once, and a later read
 * such as a retry or a refresh must ask the server again), or undefined when the script did not request it.
 */
export function takeStartupFetch(url: string): Promise<Response> | undefined {
  const waiting = typeof window === 'undefined' ? undefined : window.__tcgStartup;
  const response = waiting?.[url];
  if (!waiting || !response) return undefined;
  delete waiting[url];
  return response;
}
