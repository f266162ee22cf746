/**
 * `npm run balance`: the balance lab. Searches for the strongest teams (cards and slots at one level, hill climbing
 * over playouts against a field of random and preset teams), re-judges the best on a held-out field, and prints
 * metagame health: the best team and its win rate, the spread of strong teams, each family's and card's rate.
 * Seeded and bounded (a few minutes on one core); writes the report to docs/BALANCE.md unless `--out -`, keeping
 * the hand-written notes below its notes marker.
 * Options: --seed 1 --level 1 --lineup common,rare,rare,epic,epic,legendary (or `any`) --field 32 --holdout 160
 * --restarts 10 --steps 150 --top 10 --survey 20000 --out docs/BALANCE.md
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { battleOutcome, FAMILIES, labTeamInput, scoreAgainstField, searchField, labTeamText, RARITIES, Rng, RULES, searchTeams, type LabPools, type Rarity, type SearchField, type TeamInput, type UnitCard } from '../src/engine';
import { cardCatalog, deployByRole, randomBalancedTeams, starterTeam, UNIT_CARDS } from '../src/content';
import { CAMPAIGN_STAGES, towerFloor } from '../src/content/modes';

const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: '1' },
    level: { type: 'string', default: '1' },
    lineup: { type: 'string', default: 'common,rare,rare,epic,epic,legendary' },
    field: { type: 'string', default: '32' },
    holdout: { type: 'string', default: '160' },
    restarts: { type: 'string', default: '10' },
    steps: { type: 'string', default: '150' },
    top: { type: 'string', default: '10' },
    survey: { type: 'string', default: '20000' },
    out: { type: 'string', default: 'docs/BALANCE.md' },
  },
});
const seed = Number(values.seed);
const level = Number(values.level);
const GOAL = 0.65;
/** The line after which docs/BALANCE.md holds hand-written notes the lab keeps. */
const NOTES_MARKER = '<!-- notes: written by hand, kept by npm run balance -->';
const cpu0 = process.cpuUsage();
const t0 = Date.now();
let battles = 0;

// ---- search space: one pool per line-up entry ------------------------------------------------------------------
const pools: LabPools = values.lineup === 'any'
  ? Array.from({ length: RULES.team.maxUnits }, () => UNIT_CARDS)
  : values.lineup.split(',').map((r) => {
    if (!(RARITIES as readonly string[]).includes(r)) throw new Error(`unknown rarity "${r}" in --lineup`);
    return UNIT_CARDS.filter((c) => c.rarity === (r as Rarity));
  });

// ---- the field: random balanced teams (as `npm run simulate` plays) and the game's preset teams, at the lab level --
const atLevel = (t: TeamInput): TeamInput => ({ units: t.units.map((u) => ({ ...u, level })) });
const presets: { name: string; team: TeamInput }[] = [
  { name: 'starter team', team: atLevel(starterTeam()) },
  ...CAMPAIGN_STAGES.filter((s) => s.enemy.units.length === RULES.team.maxUnits).map((s) => ({ name: `campaign ${s.id}`, team: atLevel(s.enemy) })),
  ...Array.from({ length: 20 }, (_, i) => towerFloor(11 + i)).filter((f) => f.enemy.units.length === RULES.team.maxUnits)
    .map((f) => ({ name: `tower ${f.floor}`, team: atLevel(f.enemy) })),
];
const randomTeams = (rng: Rng, n: number): TeamInput[] => Array.from({ length: n }, () => randomBalancedTeams(rng, RULES.team.maxUnits, level)[0]);

const rng = new Rng(seed);
const searchRandom = randomTeams(rng, Number(values.field));
const labField = searchField([...searchRandom, ...presets.map((p) => p.team)], 2, rng);
const holdoutRandom = randomTeams(rng, Number(values.holdout));
const holdoutField = searchField([...holdoutRandom, ...presets.map((p) => p.team)], 2, rng);
const gamesPer = (f: SearchField): number => f.seeds.reduce((n, s) => n + 2 * s.length, 0);

// ---- search ----------------------------------------------------------------------------------------------------
const restarts = Number(values.restarts);
const steps = Number(values.steps);
const candidates = searchTeams(pools, labField, cardCatalog, rng, { restarts, steps, level });
battles += restarts * (steps + 1) * gamesPer(labField);

// ---- held-out judgement of the strongest ------------------------------------------------------------------------
const nRandom = holdoutRandom.length;
const judged = candidates.slice(0, Number(values.top)).map((c) => {
  const team = labTeamInput(c.team, level);
  const random = scoreAgainstField(team, holdoutField, cardCatalog, 0, nRandom);
  const preset = scoreAgainstField(team, holdoutField, cardCatalog, nRandom);
  const games = random.games + preset.games;
  battles += games;
  return { ...c, all: { rate: (random.rate * random.games + preset.rate * preset.games) / games, games }, random, preset };
}).sort((a, b) => b.all.rate - a.all.rate);

// ---- the strong teams among themselves: whether one of them dominates the others (a metagame, not a field) -----
const strongTeams = judged.map((j) => labTeamInput(j.team, level));
const strongField = searchField(strongTeams, 8, new Rng(seed ^ 0x5c0e));
const vsStrong = strongTeams.map((team, i) => {
  const before = scoreAgainstField(team, strongField, cardCatalog, 0, i);
  const after = scoreAgainstField(team, strongField, cardCatalog, i + 1);
  const games = before.games + after.games;
  battles += games;
  return games === 0 ? 0.5 : (before.rate * before.games + after.rate * after.games) / games;
});

// ---- anchor: what an ordinary random team scores against the same held-out field ---------------------------------
const anchorTeams = randomTeams(new Rng(seed ^ 0xa0c4), 12);
const anchor = anchorTeams.map((t) => scoreAgainstField(t, holdoutField, cardCatalog));
battles += anchor.reduce((n, a) => n + a.games, 0);
const anchorRate = anchor.reduce((s, a) => s + a.rate, 0) / anchor.length;

// ---- how much of the best team's edge is its placement: the same cards deployed by role ---------------------------
const best = judged[0]!;
const byRole = scoreAgainstField(deployByRole(best.team.cards.map((c) => cardCatalog.units.get(c)!), level, new Rng(seed)), holdoutField, cardCatalog);
battles += byRole.games;

// ---- survey: card and family rates in random balanced battles ----------------------------------------------------
interface Tally { points: number; games: number }
const cardTally = new Map<string, Tally>();
const familyTally = new Map<string, Tally>();
const bump = (m: Map<string, Tally>, k: string, p: number): void => {
  const t = m.get(k) ?? { points: 0, games: 0 };
  t.points += p;
  t.games++;
  m.set(k, t);
};
const surveyRng = new Rng(seed ^ 0x5eed);
const survey = Number(values.survey);
for (let i = 0; i < survey; i++) {
  const teams = randomBalancedTeams(surveyRng, RULES.team.maxUnits, level);
  const { winner } = battleOutcome({ seed: surveyRng.nextU32(), rulesVersion: RULES.version, teams }, cardCatalog);
  for (const t of [0, 1] as const) {
    const p = winner === null ? 0.5 : winner === t ? 1 : 0;
    for (const u of teams[t].units) {
      const card = cardCatalog.units.get(u.cardId)!;
      bump(cardTally, card.id, p);
      for (const f of card.families) bump(familyTally, f, p);
    }
  }
}
battles += survey;

// ---- a new player's odds: the starter team (level 1, placed as the card set says) on the first stages and floors -
// Played under the previous rules version too, so a rules change shows what it did to a new player's first fights.
const starterGames = 400;
const starterRng = new Rng(seed ^ 0x57a7);
const starterOpponents = [
  ...CAMPAIGN_STAGES.filter((s) => s.chapter <= 2).map((s) => ({ name: `campaign ${s.id} (level ${s.level})`, team: s.enemy })),
  ...Array.from({ length: 10 }, (_, i) => towerFloor(1 + i)).map((f) => ({ name: `tower floor ${f.floor} (level ${f.level})`, team: f.enemy })),
];
const starterOdds = starterOpponents.map((o) => {
  const rateUnder = (rulesVersion: number): number => {
    let points = 0;
    for (let g = 0; g < starterGames; g++) {
      const { winner } = battleOutcome({ seed: starterRng.nextU32(), rulesVersion, teams: [starterTeam(), o.team] }, cardCatalog);
      points += winner === null ? 0.5 : winner === 0 ? 1 : 0;
    }
    battles += starterGames;
    return points / starterGames;
  };
  return { name: o.name, previous: rateUnder(RULES.version - 1), now: rateUnder(RULES.version) };
});

// ---- report ------------------------------------------------------------------------------------------------------
const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
const rate = (t: Tally): number => t.points / Math.max(1, t.games);
const cpu = process.cpuUsage(cpu0);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
const rates = judged.map((j) => j.all.rate).sort((a, b) => a - b);
const median = rates[Math.floor(rates.length / 2)]!;
const topCards = new Map<string, number>();
for (const j of judged) for (const c of j.team.cards) topCards.set(c, (topCards.get(c) ?? 0) + 1);
const topFamilies = new Map<string, number>();
for (const j of judged) {
  for (const c of j.team.cards) for (const f of cardCatalog.units.get(c)!.families) topFamilies.set(f, (topFamilies.get(f) ?? 0) + 1);
}
const over = judged.filter((j) => j.all.rate > GOAL);
const cardLine = (c: UnitCard): string => `${c.id} (${c.rarity}, ${c.families.join('/')})`;

const lines: string[] = [];
lines.push('# Balance lab report', '');
lines.push(`Generated by \`npm run balance\` (scripts/balance.ts); seeded, so the same options give the same report. Rules version ${RULES.version}.`, '');
lines.push(`Options: seed ${seed}, level ${level}, line-up \`${values.lineup}\`, search field ${searchRandom.length} random + ${presets.length} preset teams (2 seeds × both sides each), ` +
  `held-out field ${nRandom} random + ${presets.length} preset teams, ${restarts} restarts × ${steps} steps, top ${judged.length} re-judged, survey ${survey} battles.`);
lines.push(`Played ${battles.toLocaleString('en-US')} playouts in ${cpuSeconds.toFixed(1)} s of CPU (${((Date.now() - t0) / 1000).toFixed(1)} s wall clock).`, '');
lines.push('The random teams are `randomBalancedTeams` (a random rarity line-up, deployed by role); the presets are the starter team, the 6-unit campaign enemies and tower floors 11–30 with 6 units, all at the lab level. ' +
  'Searched teams are held to the line-up (one card of each listed rarity), whose mean rarity equals the random teams\'. A draw counts half. ' +
  'Rates are judged on the held-out field (other teams, other seeds): the search score flatters the team it picked.', '');
lines.push('## Verdict', '');
lines.push(over.length === 0
  ? `Goal met: no team found wins more than ${pct(GOAL)} against the field (best ${pct(best.all.rate)}).`
  : `**Goal missed**: ${over.length} of the top ${judged.length} teams win more than ${pct(GOAL)} against the field (best ${pct(best.all.rate)}).`, '');
lines.push(`For scale: ${anchorTeams.length} other random balanced teams average ${pct(anchorRate)} against the same held-out field.`, '');
lines.push('## Best team found', '');
lines.push(`\`${labTeamText(best.team)}\` (slots: 0–3 front column, 4–7 middle, 8–11 back)`, '');
lines.push(`- against the whole held-out field: **${pct(best.all.rate)}** over ${best.all.games} games`);
lines.push(`- against random teams: ${pct(best.random.rate)}; against preset teams: ${pct(best.preset.rate)}; search score ${pct(best.score.rate)}`);
lines.push(`- the same cards deployed by role (warriors and guardians front, assassins middle, mages back), as the random teams are: ${pct(byRole.rate)}`);
lines.push(`- cards: ${best.team.cards.map((c) => cardLine(cardCatalog.units.get(c)!)).join(', ')}`, '');
lines.push('## Strong teams (spread)', '');
lines.push(`Held-out rate of the top ${judged.length}: min ${pct(rates[0]!)}, median ${pct(median)}, max ${pct(rates.at(-1)!)}; ` +
  `${judged.filter((j) => j.all.rate > 0.6).length} above 60%, ${over.length} above ${pct(GOAL)}. ` +
  `${topCards.size} distinct cards among them.`, '');
lines.push(`"vs strong" is each team's rate against the other ${judged.length - 1} strong teams (8 seeds × both sides each): whether one strong team also beats the others ` +
  `(best ${pct(Math.max(...vsStrong))}).`, '');
lines.push('| # | held-out | vs random | vs preset | search | vs strong | team |', '|---|---|---|---|---|---|---|');
judged.forEach((j, i) => lines.push(`| ${i + 1} | ${pct(j.all.rate)} | ${pct(j.random.rate)} | ${pct(j.preset.rate)} | ${pct(j.score.rate)} | ${pct(vsStrong[i]!)} | \`${labTeamText(j.team)}\` |`));
lines.push('', 'Cards most used by the strong teams: ' + [...topCards].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([c, n]) => `${c} ×${n}`).join(', ') + '.');
lines.push('Families among their units: ' + [...topFamilies].sort((a, b) => b[1] - a[1]).map(([f, n]) => `${f} ${n}`).join(', ') + '.', '');
lines.push('## A new player\'s odds', '');
lines.push(`The starter team (level 1, placed as \`starterTeam()\` places it, the player's side) against the first two campaign chapters and tower floors 1–10, ${starterGames} seeds each, ` +
  `under rules version ${RULES.version - 1} and ${RULES.version}. A player fights these first; each must stay winnable (tests/server/firstSession.test.ts wins stages 1-1 to 1-3 within a few tries).`, '');
lines.push(`| opponent | win rate, version ${RULES.version - 1} | win rate, version ${RULES.version} |`, '|---|---|---|');
for (const o of starterOdds) lines.push(`| ${o.name} | ${pct(o.previous)} | ${pct(o.now)} |`);
lines.push('');
lines.push('## Family and card rates', '');
lines.push(`Win rate per unit fielded in ${survey} random balanced battles (both sides the same rarity line-up, as \`npm run simulate\`).`, '');
lines.push('| family | rate | units |', '|---|---|---|');
for (const f of FAMILIES) {
  const t = familyTally.get(f);
  if (t) lines.push(`| ${f} | ${pct(rate(t))} | ${t.games} |`);
}
const cards = [...cardTally].sort((a, b) => rate(b[1]) - rate(a[1]));
lines.push('', '| card | rarity | families | rate | fielded |', '|---|---|---|---|---|');
for (const [id, t] of cards) {
  const c = cardCatalog.units.get(id)!;
  lines.push(`| ${id} | ${c.rarity} | ${c.families.join('/')} | ${pct(rate(t))} | ${t.games} |`);
}
const report = lines.join('\n') + '\n';
if (values.out === '-') console.log(report);
else {
  // Hand-written notes below the marker (what was tried, what changed) survive a new run.
  const previous = existsSync(values.out) ? readFileSync(values.out, 'utf8') : '';
  const notes = previous.indexOf(NOTES_MARKER);
  writeFileSync(values.out, notes < 0 ? report : `${report}\n${previous.slice(notes)}`);
  console.log(lines.slice(0, 24).join('\n'));
  console.log(`\nreport written to ${values.out}`);
}
