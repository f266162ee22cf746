/**
 * What the WebAssembly playout's equivalence covers: plays random battles (any cards, levels 1-10, slots, seeds) under
 * the reference's rules versions (2, 3 and 4) on WasmPlayouts and the reference's JS rule code (the pinned commit,
 * scripts/battle/referenceEngine.ts), fails on the first difference (outcome or trace), and counts from the full
 * run's events how often each rule the module plays was exercised (skills by target mode and
 * effect, statuses by effect type, fields, element changes, shields depleted, fear, skipped turns, turn caps...).
 * `npx tsx scripts/wasm/coverage.ts [--battles 3000]`
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { Rng, simulate, type BattleEvent, type BattleInput, type TeamInput } from '../../src/engine';
import { instantiatePlayout } from '../../src/engine/wasm/playoutModule';
import { WasmPlayouts } from '../../src/engine/wasm/wasmPlayouts';
import { cardCatalog, UNIT_CARDS } from '../../src/content';
import { referenceEngine, REFERENCE_VERSIONS } from '../battle/referenceEngine';

const { values } = parseArgs({ options: { battles: { type: 'string', default: '3000' } } });
const battles = Number(values.battles);
const wasm = instantiatePlayout(new WebAssembly.Module(readFileSync(new URL('../../src/engine/wasm/build/playoutTrace.wasm', import.meta.url))));
const { firstDivergence, jsTrace } = await referenceEngine();
const rng = new Rng(20261127);
const counts = new Map<string, number>();
const count = (k: string): void => { counts.set(k, (counts.get(k) ?? 0) + 1); };

function randomTeam(): TeamInput {
  const n = 1 + rng.int(6);
  const slots = new Set<number>();
  while (slots.size < n) slots.add(rng.int(12));
  return { units: [...slots].map((position) => ({ cardId: UNIT_CARDS[rng.int(UNIT_CARDS.length)]!.id, level: 1 + rng.int(10), position })) };
}

for (const version of REFERENCE_VERSIONS) {
  const catalog = cardCatalog.olderVersions?.get(version) ?? cardCatalog;
  for (let b = 0; b < battles; b++) {
    const teams: [TeamInput, TeamInput] = [randomTeam(), randomTeam()];
    const input: BattleInput = { seed: rng.nextU32(), rulesVersion: version, teams };
    const batch = new WasmPlayouts(teams, cardCatalog, wasm, version);
    const trace = batch.trace(input.seed);
    const where = firstDivergence(jsTrace(input, cardCatalog), trace);
    if (where !== null) throw new Error(`v${version} ${JSON.stringify(input)}: ${where}`);
    const events: BattleEvent[] = simulate(input, cardCatalog);
    const skills = catalog.skills;
    for (const e of events) {
      switch (e.type) {
        case 'skillCast': {
          const s = skills.get(e.skill)!;
          count(`mode ${s.target}`);
          for (const f of s.effects) count(`effect ${f.kind}${f.kind === 'damage' ? ` ${f.damageType}/${f.scaling}` : f.kind === 'applyStatus' && f.chance !== undefined ? ' (chance)' : ''}`);
          break;
        }
        case 'statusApplied': count(`status applied: ${e.status}`); break;
        case 'statusTicked': count('status ticked'); break;
        case 'statusRemoved': count(`status removed: ${e.reason}`); break;
        case 'statusExpired': count('status expired'); break;
        case 'elementChanged': count('element changed'); break;
        case 'fieldCreated': count(`field created: ${e.status}`); break;
        case 'fieldExpired': count('field expired'); break;
        case 'turnSkipped': count('turn skipped (disabled)'); break;
        case 'attack': count(e.missed ? 'attack missed' : 'attack'); break;
        case 'damage': count(`damage: ${e.cause}${e.shieldAbsorbed > 0 ? ' (shield absorbed)' : ''}${e.critical ? ' (critical)' : ''}`); break;
        case 'heal': count(`heal: ${e.cause}`); break;
        case 'move': count('move'); break;
        case 'battleEnd': count(`end: ${e.reason} ${e.winner === null ? 'draw' : 'win'}`); break;
        default: break;
      }
    }
  }
}
console.log(`${REFERENCE_VERSIONS.length * battles} battles (versions ${REFERENCE_VERSIONS.join(', ')} x ${battles}): WasmPlayouts' trace equal to the reference's in every one`);
for (const [k, v] of [...counts].sort()) console.log(`${String(v).padStart(9)}  ${k}`);
