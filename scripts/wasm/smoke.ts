import { readFileSync } from 'node:fs';
import { Playouts, Rng } from '../../src/engine';
import { WasmPlayouts } from '../../src/engine/wasm/wasmPlayouts';
import { cardCatalog, randomBalancedTeams } from '../../src/content';

const module = new WebAssembly.Module(readFileSync(new URL('../../src/engine/wasm/build/playout.wasm', import.meta.url)));
const rng = new Rng(2024);
let ok = 0, bad = 0;
for (const version of [2, 3, 4]) {
  const catalog = cardCatalog.olderVersions?.get(version) ?? cardCatalog;
  for (let p = 0; p < 50; p++) {
    const teams = randomBalancedTeams(rng);
    const js = new Playouts(teams, catalog, version);
    const wasm = new WasmPlayouts(teams, catalog, module, version);
    for (let s = 0; s < 20; s++) {
      const seed = rng.nextU32();
      const a = js.play(seed), b = wasm.play(seed);
      const ha = Array.from({ length: js.unitCount }, (_, u) => js.health(u)).join(',');
      const hb = Array.from({ length: js.unitCount }, (_, u) => wasm.health(u)).join(',');
      if (a === b && js.rounds === wasm.rounds && js.reason === wasm.reason && ha === hb) ok++;
      else { bad++; if (bad < 5) console.log('v', version, 'pair', p, 'seed', seed, { a, b, ra: js.rounds, rb: wasm.rounds, ha, hb }); }
    }
  }
}
console.log({ ok, bad });
