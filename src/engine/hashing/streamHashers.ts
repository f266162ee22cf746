import type { BattleEvent } from '../events';
import { CompactWriter } from './compactEncoding';
import { Fnv1a64Stream } from './fnvStream';

/** A battle hash fed one event at a time, in stream order. */
export interface StreamHasher {
  add(event: BattleEvent): void;
  /** The hash of the events added so far. */
  digest(): string;
}

/**
 * Rules version 1: FNV-1a 64 over the canonical JSON of the whole event array, i.e. "[" + each event's JSON
 * joined by "," + "]" (engine events are written with sorted keys, so JSON.stringify is canonical).
 */
export class JsonStreamHasher implements StreamHasher {
  private readonly fnv = new Fnv1a64Stream();
  private count = 0;

  constructor() {
    this.fnv.byte(0x5b); // [
  }

  add(event: BattleEvent): void {
    if (this.count++ > 0) this.fnv.byte(0x2c); // ,
    this.fnv.text(JSON.stringify(event));
  }

  digest(): string {
    const end = this.fnv.copy();
    end.byte(0x5d); // ]
    return end.digest();
  }
}

/** Rules version 2: FNV-1a 64 over the compact encoding of each event, in order (compactEncoding.ts). */
export class CompactStreamHasher implements StreamHasher {
  private readonly fnv = new Fnv1a64Stream();
  private readonly writer = new CompactWriter();

  add(event: BattleEvent): void {
    const w = this.writer;
    w.reset();
    w.event(event);
    this.fnv.bytes(w.bytes, 0, w.length);
  }

  digest(): string {
    return this.fnv.digest();
  }
}
