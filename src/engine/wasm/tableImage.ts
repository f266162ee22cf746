import * as L from './layout';

// A batch's compiled tables, copied out of the module's memory right after compileTables wrote them, so a batch can
// take its turn on a shared instance again with a few memory copies (≈ 2 µs) instead of compiling again (≈ 17 µs).
// What compileTables writes and the module reads: the globals, unit columns and opening copy (zeroed scratch
// included) below DIST; the board and status tables from DIST to SKILL (alike for every batch of a card set, so
// shared); each unit's skill slots; each unit's opening status list, as far as it holds statuses.

/** The last board-and-status image captured: batches whose tables are the same share it. */
let lastShared: Int32Array | null = null;

function sameWords(mem: Int32Array, from: number, words: Int32Array): boolean {
  for (let i = 0; i < words.length; i++) if (mem[from + i] !== words[i]) return false;
  return true;
}

/** What one batch wrote into the module's memory, to write it back whenever another batch played on the instance. */
export class TableImage {
  private readonly head: Int32Array;
  private readonly shared: Int32Array;
  private readonly skills: Int32Array;
  /** Each unit's opening list, as many entries as it holds. */
  private readonly lists: Int32Array[];

  /** Copies the tables of a batch of `units` units that compileTables has just written into `mem`. */
  constructor(mem: Int32Array, units: number) {
    this.head = mem.slice(0, L.DIST);
    this.shared = lastShared !== null && sameWords(mem, L.DIST, lastShared) ? lastShared : (lastShared = mem.slice(L.DIST, L.SKILL));
    this.skills = mem.slice(L.SKILL, L.SKILL + units * L.MAX_SKILLS * L.K_SIZE);
    this.lists = Array.from({ length: units }, (_, uid) => {
      const o = L.OLISTS + uid * L.MAX_HELD * L.L_SIZE;
      return mem.slice(o, o + mem[L.OU + L.C_NSTAT * L.MAX_UNITS + uid]! * L.L_SIZE);
    });
  }

  /** Writes the batch's tables back into `mem`, as compileTables left them. */
  restore(mem: Int32Array): void {
    mem.set(this.head, 0);
    mem.set(this.shared, L.DIST);
    mem.set(this.skills, L.SKILL);
    this.lists.forEach((list, uid) => mem.set(list, L.OLISTS + uid * L.MAX_HELD * L.L_SIZE));
  }
}
