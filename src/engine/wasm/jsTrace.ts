import { Battle } from '../battle';
import { jsRules } from '../combat/jsRules';
import { Rng, type BattleRandom } from '../rng';
import { RULES } from '../rules';
import type { BattleCatalog, BattleInput } from '../types';
import * as L from './layout';
import type { TraceRecord } from './wasmPlayouts';

// The JS engine's side of the trace: the same records WasmPlayouts.trace writes (layout.ts T_*), taken from a full
// run's events and a wrapped RNG, so the first record where the two engines part says where a port went wrong.

/** sfc32 seeded as the battle's, reporting every draw with the number of events emitted before it. */
class TracingRng implements BattleRandom {
  private readonly rng: Rng;
  readonly draws: { at: number; value: number }[] = [];
  at: () => number = () => 0;

  constructor(seed: number) {
    this.rng = new Rng(seed);
  }

  nextU32(): number {
    const value = this.rng.nextU32();
    this.draws.push({ at: this.at(), value: value | 0 });
    return value;
  }

  chance(perMille: number): boolean {
    if (perMille <= 0) return false;
    if (perMille >= 1000) return true;
    return Math.floor((this.nextU32() * 1000) / 4294967296) < perMille;
  }
}

/** The trace of one battle as the JS engine plays it (the records of layout.ts's T_* kinds). */
export function jsTrace(input: BattleInput, catalog: BattleCatalog): TraceRecord[] {
  const rng = new TracingRng(input.seed);
  const battle = new Battle(input, catalog, { rng, jsRules });
  rng.at = () => battle.log.length;
  const events = battle.runToEnd();
  const index = new Map(battle.statuses.all().map((s, i) => [s.id, i] as const));
  const out: TraceRecord[] = [];
  let d = 0;
  const flushDraws = (upTo: number): void => {
    while (d < rng.draws.length && rng.draws[d]!.at <= upTo) out.push({ kind: L.T_DRAW, a: rng.draws[d++]!.value, b: 0, c: 0 });
  };
  events.forEach((e, i) => {
    // Draws made while i events existed came before event i.
    flushDraws(i);
    switch (e.type) {
      case 'roundStart': out.push({ kind: L.T_ROUND, a: e.round, b: 0, c: 0 }); break;
      case 'turn': out.push({ kind: L.T_TURN, a: e.unit, b: 0, c: 0 }); break;
      case 'damage': out.push({ kind: L.T_DAMAGE, a: e.target, b: e.amount, c: e.health }); break;
      case 'heal': out.push({ kind: L.T_HEAL, a: e.target, b: e.amount, c: e.health }); break;
      case 'statusApplied': out.push({ kind: L.T_STATUS, a: e.target, b: index.get(e.status)!, c: e.points }); break;
      case 'move': out.push({ kind: L.T_MOVE, a: e.unit, b: e.to.y * RULES.board.width + e.to.x, c: 0 }); break;
      default: break;
    }
  });
  flushDraws(Number.MAX_SAFE_INTEGER);
  // The opening (before round 1) is the glue's, not the module's: drop what came before the first round start.
  const first = out.findIndex((r) => r.kind === L.T_ROUND);
  const firstDraw = out.findIndex((r) => r.kind === L.T_DRAW);
  const start = firstDraw >= 0 && firstDraw < first ? firstDraw : first;
  return start < 0 ? out : out.slice(start);
}

const KINDS = ['', 'draw', 'damage', 'heal', 'turn', 'round', 'status', 'move'];

/** One record as text. */
export function traceText(r: TraceRecord): string {
  return `${KINDS[r.kind] ?? r.kind}(${r.a}, ${r.b}, ${r.c})`;
}

/** The first place two traces differ, with a few records of context, or null when they are equal. */
export function firstDivergence(js: readonly TraceRecord[], wasm: readonly TraceRecord[]): string | null {
  const n = Math.max(js.length, wasm.length);
  for (let i = 0; i < n; i++) {
    const a = js[i];
    const b = wasm[i];
    if (a && b && a.kind === b.kind && a.a === b.a && a.b === b.b && a.c === b.c) continue;
    const from = Math.max(0, i - 6);
    const side = (t: readonly TraceRecord[]): string => t.slice(from, i + 3).map(traceText).join(' ');
    return `record ${i}: js ${a ? traceText(a) : 'end'} / wasm ${b ? traceText(b) : 'end'}\n  js:   ${side(js)}\n  wasm: ${side(wasm)}`;
  }
  return null;
}
