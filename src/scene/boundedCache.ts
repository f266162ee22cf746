/**
 * Values made on first use and kept by key, at most `capacity` of them: past that, the oldest made goes first,
 * except the one in use (destroying the banner on screen left a paused battle with an empty banner).
 */
export class BoundedCache<V> {
  private readonly entries = new Map<string, V>();

  constructor(
    private readonly capacity: number,
    private readonly dispose: (value: V) => void,
  ) {}

  /** The value for `key`, made by `make` now if missing; `inUse` is never the one evicted to make room. */
  get(key: string, make: () => V, inUse: V | null): V {
    let value = this.entries.get(key);
    if (value === undefined) {
      value = make();
      this.entries.set(key, value);
      if (this.entries.size > this.capacity) {
        for (const [oldKey, old] of this.entries) {
          if (old === inUse || old === value) continue;
          this.entries.delete(oldKey);
          this.dispose(old);
          break;
        }
      }
    }
    return value;
  }

  /** How many values are kept. */
  get size(): number {
    return this.entries.size;
  }
}
