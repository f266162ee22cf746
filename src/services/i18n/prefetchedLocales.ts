/**
 * Translation files index.html's start-up script has already requested, keyed by URL path ("/locales/en/ui.json"):
 * the first screen's texts download while the app's scripts do, instead of after them. The global is declared here
 * and filled only by that script.
 */
declare global {
  interface Window {
    __tcgLocales?: Record<string, Promise<Response> | undefined>;
  }
}

/**
 * The start-up script's response for `url`, handed out once (a response body can be read once; a retry fetches
 * anew), or undefined when the script did not request it (another language, or a later namespace).
 */
export function takePrefetchedLocale(url: string): Promise<Response> | undefined {
  const waiting = typeof window === 'undefined' ? undefined : window.__tcgLocales;
  const response = waiting?.[url];
  if (!waiting || !response) return undefined;
  delete waiting[url];
  return response;
}
