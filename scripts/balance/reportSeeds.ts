/**
 * The report seeds of `--report-seeds`: a list of seeds and ranges (`1-8`, `1,3,5`, `1-3,7`), in the order given,
 * each once. The report seed picks the held-out field that decides which of each search's teams enter the strong
 * pool, so one seed's verdict can be luck: the lab judges several. `option` names the option in errors.
 */
export function reportSeeds(text: string, option = '--report-seeds'): number[] {
  const seeds: number[] = [];
  for (const part of text.split(',')) {
    const m = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(part);
    if (!m) throw new Error(`${option}: "${part}" is not a seed or a range like 1-8`);
    const from = Number(m[1]);
    const to = m[2] === undefined ? from : Number(m[2]);
    if (to < from) throw new Error(`${option}: the range "${part}" runs backwards`);
    for (let s = from; s <= to; s++) if (!seeds.includes(s)) seeds.push(s);
  }
  return seeds;
}
