import { DEPLOY_SLOTS } from '../board';
import { playoutBatch, type PlayoutBatch } from '../playoutBatch';
import { Rng } from '../rng';
import type { BattleCatalog, Team, TeamInput } from '../types';

/** A card a formation may use: one of the team's units or, for swaps, a card from the player's collection. */
export interface FormationCard {
  cardId: string;
  level: number;
}

/** One unit of a candidate formation: which card (index into team units, then the bench) stands on which slot. */
export interface FormationPick {
  source: number;
  position: number;
}

/**
 * What the search places: `team`'s cards (and, with a bench, one-card swaps) against known opponents — one for the
 * formation coach, a field of likely attackers for a bot's or a tower floor's defence.
 */
export interface FormationSearchInput {
  team: TeamInput;
  /** Cards that may come in for one of the team's (empty: placements only). */
  bench: readonly FormationCard[];
  /** Battle k of a round is played against `opponents[k % opponents.length]` (at least one). */
  opponents: readonly TeamInput[];
  /** Seeds every random choice of the search (candidates and battle seeds), so a search is reproducible. */
  seed: number;
  /** Candidate formations to consider (the player's own is always the first). */
  candidates: number;
  /** Battles each candidate plays in the first halving round (doubled every round). */
  firstRoundBattles?: number;
  /** Fresh battles the best and the own formation each play at the end to compare them. */
  checkBattles?: number;
}

/** Wins (a draw half) of one formation on a set of seeds. */
export interface FormationScore {
  battles: number;
  wins: number;
  draws: number;
}

/** What the search found. */
export interface FormationSearchResult {
  /** The best formation found (the own one when nothing beat it). */
  picks: FormationPick[];
  team: TeamInput;
  /** The own formation and the best on the same fresh seeds (not those the search chose with). */
  before: FormationScore;
  after: FormationScore;
  /**
   * True only when the best wins significantly more of the fresh seeds than the own formation (a paired sign test
   * at z ≥ 1.96 on the seeds where exactly one of them wins): a suggestion is never a worse team shown as better.
   */
  improved: boolean;
  /** Candidates considered and battles played in all. */
  considered: number;
  battles: number;
}

const KEEP_Z = 1.96;

/** The player's team as picks. */
function ownPicks(team: TeamInput): FormationPick[] {
  return team.units.map((u, i) => ({ source: i, position: u.position }));
}

function keyOf(picks: readonly FormationPick[]): string {
  return picks.map((p) => `${p.source}@${p.position}`).sort().join(' ');
}

/** The battle team of a formation. */
export function formationTeam(input: Pick<FormationSearchInput, 'team' | 'bench'>, picks: readonly FormationPick[]): TeamInput {
  const cards: FormationCard[] = [...input.team.units, ...input.bench];
  return { units: picks.map((p) => ({ cardId: cards[p.source]!.cardId, level: cards[p.source]!.level, position: p.position })) };
}

/** The own formation first, then up to `count - 1` distinct random ones (new slots; with a bench, half swap one card). */
export function formationCandidates(input: FormationSearchInput, rng: Rng): FormationPick[][] {
  const own = ownPicks(input.team);
  const list = [own];
  const seen = new Set([keyOf(own)]);
  const n = own.length;
  const owned = new Set(input.team.units.map((u) => u.cardId));
  for (let attempt = 0; list.length < input.candidates && attempt < input.candidates * 20; attempt++) {
    const sources = own.map((p) => p.source);
    if (input.bench.length > 0 && rng.int(2) === 1) {
      const b = rng.int(input.bench.length);
      if (!owned.has(input.bench[b]!.cardId)) sources[rng.int(n)] = n + b;
    }
    const free = Array.from({ length: DEPLOY_SLOTS }, (_, s) => s);
    const picks = sources.map((source) => ({ source, position: free.splice(rng.int(free.length), 1)[0]! }));
    const key = keyOf(picks);
    if (seen.has(key)) continue;
    seen.add(key);
    list.push(picks);
  }
  return list;
}

/**
 * The formation coach's search, in steps so a worker can report progress and stop between them: successive
 * halving over the candidates (each round every survivor plays the same fresh seeds as team 0 against the
 * opponent; the better half by total score goes on with twice the battles), then the winner and the own
 * formation play the same fresh seeds to decide whether the winner is really better. Deterministic for its input.
 */
export class FormationSearch {
  private readonly rng: Rng;
  private readonly candidates: FormationPick[][];
  private readonly playouts: (PlayoutBatch | null)[][];
  private readonly points: number[];
  private survivors: number[];
  private roundBattles: number;
  private roundSeeds: number[] = [];
  private cursor = 0;
  private result: FormationSearchResult | null = null;
  /** Battles played so far. */
  played = 0;
  /** About how many battles the whole search plays. */
  readonly total: number;

  constructor(private readonly input: FormationSearchInput, private readonly catalog: BattleCatalog) {
    this.rng = new Rng(input.seed);
    this.candidates = formationCandidates(input, this.rng);
    if (input.opponents.length === 0) throw new RangeError('a formation search needs at least one opponent');
    this.playouts = this.candidates.map(() => input.opponents.map(() => null));
    this.points = this.candidates.map(() => 0);
    this.survivors = this.candidates.map((_, i) => i);
    this.roundBattles = input.firstRoundBattles ?? 4;
    let total = 2 * (input.checkBattles ?? 1000);
    for (let n = this.candidates.length, b = this.roundBattles; n > 1; n = Math.ceil(n / 2), b *= 2) total += n * b;
    this.total = total;
    this.newRound();
  }

  /** Candidates considered. */
  get considered(): number {
    return this.candidates.length;
  }

  private newRound(): void {
    this.roundSeeds = Array.from({ length: this.roundBattles }, () => this.rng.nextU32());
    this.cursor = 0;
  }

  private playoutsOf(i: number, o: number): PlayoutBatch {
    return (this.playouts[i]![o] ??= playoutBatch([formationTeam(this.input, this.candidates[i]!), this.input.opponents[o]!], this.catalog));
  }

  private score(i: number, seeds: readonly number[], wins?: boolean[]): FormationScore {
    const s: FormationScore = { battles: seeds.length, wins: 0, draws: 0 };
    // Battle k is against opponent k mod n; played opponent by opponent, as batches take turns on one instance.
    const n = this.input.opponents.length;
    for (let o = 0; o < Math.min(n, seeds.length); o++) {
      const batch = this.playoutsOf(i, o);
      for (let k = o; k < seeds.length; k += n) {
        const winner: Team | null = batch.play(seeds[k]!);
        if (winner === 0) s.wins++;
        else if (winner === null) s.draws++;
        if (wins) wins[k] = winner === 0;
      }
    }
    this.played += seeds.length;
    return s;
  }

  /** Does one piece of work (one candidate's battles of a round, or the final check); true once finished. */
  step(): boolean {
    if (this.result !== null) return true;
    if (this.survivors.length > 1) {
      const i = this.survivors[this.cursor]!;
      const s = this.score(i, this.roundSeeds);
      this.points[i]! += 2 * s.wins + s.draws;
      if (++this.cursor < this.survivors.length) return false;
      // The better half (total points; on ties the earlier candidate, so the own formation wins a tie) goes on.
      const ranked = [...this.survivors].sort((a, b) => this.points[b]! - this.points[a]! || a - b);
      this.survivors = ranked.slice(0, Math.ceil(ranked.length / 2));
      this.roundBattles *= 2;
      // The discarded playouts are freed as the field narrows.
      for (const i of ranked.slice(this.survivors.length)) this.playouts[i]!.fill(null);
      this.newRound();
      return false;
    }
    this.result = this.check(this.survivors[0]!);
    return true;
  }

  /** Runs the search to its end at once (tools and tests; a worker steps it instead). */
  run(): FormationSearchResult {
    while (!this.step());
    return this.result!;
  }

  /** The result, once {@link step} has returned true. */
  get found(): FormationSearchResult | null {
    return this.result;
  }

  private check(best: number): FormationSearchResult {
    const n = this.input.checkBattles ?? 1000;
    const seeds = Array.from({ length: n }, () => this.rng.nextU32());
    const ownWins: boolean[] = [];
    const bestWins: boolean[] = [];
    const before = this.score(0, seeds, ownWins);
    const after = best === 0 ? before : this.score(best, seeds, bestWins);
    let better = 0;
    let worse = 0;
    if (best !== 0) {
      for (let k = 0; k < n; k++) {
        if (bestWins[k] && !ownWins[k]) better++;
        else if (!bestWins[k] && ownWins[k]) worse++;
      }
    }
    const improved = better + worse > 0 && (better - worse) / Math.sqrt(better + worse) >= KEEP_Z;
    const picks = improved ? this.candidates[best]! : this.candidates[0]!;
    return {
      picks, team: formationTeam(this.input, picks), before, after: improved ? after : before, improved,
      considered: this.candidates.length, battles: this.played,
    };
  }
}
