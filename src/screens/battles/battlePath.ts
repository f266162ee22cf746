/** The /battle path that loads a stored server battle by id (history rows, share links, after a start). */
export function battlePath(id: string): string {
  return `/battle?id=${encodeURIComponent(id)}`;
}
