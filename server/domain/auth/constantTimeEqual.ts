import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Compares two strings without leaking, through timing, where they first differ. Both sides are hashed to a
 * fixed length first, because `timingSafeEqual` needs equal lengths and an early length check would leak the
 * expected length.
 */
export function constantTimeEqual(a: string, b: string): boolean {
  const da = createHash('sha256').update(a, 'utf8').digest();
  const db = createHash('sha256').update(b, 'utf8').digest();
  return timingSafeEqual(da, db);
}
