/**
 * The in-app path to return to after signing in (`?next=`), or null. Only same-site paths are accepted
 * ("/x", not "//evil.example" or "https://..."), so a crafted link cannot bounce a player to another site.
 */
export function safeNext(search: string): string | null {
  const next = new URLSearchParams(search).get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  return next;
}

/** `path` with the current `?next=` carried over, so chained sign-in screens keep the destination. */
export function withNext(path: string, next: string | null): string {
  return next ? `${path}?next=${encodeURIComponent(next)}` : path;
}
