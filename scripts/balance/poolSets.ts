import { reportSeeds } from './reportSeeds';

/**
 * The pool-seed sets of `--pool-sets`: sets separated by `/`, each a seed list like `--report-seeds`
 * (`1-8/9-16/17-24`, `1,2,3/4,5,6`); without a `/`, each comma-separated part is one set (`1-8,9-16,17-24`).
 * Sets may not share a seed: they are independent draws of the searches.
 */
export function poolSets(text: string): number[][] {
  const parts = text.includes('/') ? text.split('/') : text.split(',');
  const sets = parts.map((p) => reportSeeds(p, '--pool-sets'));
  const seen = new Set<number>();
  for (const s of sets.flat()) {
    if (seen.has(s)) throw new Error(`--pool-sets: seed ${s} is in two sets (the sets are independent draws)`);
    seen.add(s);
  }
  return sets;
}
