/**
 * `npm run lighthouse`: a benchmark of the first load, not a test. Builds the client (skip with `--no-build`),
 * starts the real server on a throwaway embedded database and a free port, runs Lighthouse (mobile, simulated
 * throttling: its defaults) with the system Chromium three times against `/` and `/main`, and prints per page
 * the median performance, accessibility and best-practices scores, LCP, TBT, CLS and the JavaScript actually
 * transferred. Exits 1 when a median misses its target (performance >= 95, the others 100).
 * Options: `--runs N` (default 3), `--pages /,/main`, `--no-build`, `--save <dir>` (full JSON reports).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../playwright.config';
import { startOwnServer } from '../tests/e2e/support/ownServer';
import { medianOf } from './bench/medianOf';
import { summarizeRun, type RunSummary } from './lighthouse/summarizeRun';

/** Medians a page must reach. */
const TARGETS = { performance: 95, accessibility: 100, bestPractices: 100 } as const;

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    pages: { type: 'string', default: '/,/main' },
    'no-build': { type: 'boolean', default: false },
    /** Also write each run's full report (JSON) into this folder, to see why a score is low. */
    save: { type: 'string' },
  },
});
const runs = Math.max(1, Number(values.runs));
const pages = values.pages.split(',').map((page) => page.trim()).filter(Boolean);

/** A port nobody listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const pct = (score: number) => String(Math.round(score * 100)).padStart(3);
const ms = (value: number) => `${Math.round(value).toLocaleString('en')} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  if (!values['no-build']) execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  const dataDir = `.tmp/lighthouse-${process.pid}`;
  mkdirSync('.tmp', { recursive: true });
  const server = await startOwnServer({ port: await freePort(), staticDir: 'dist', dataDir });
  const rootFlags = process.getuid?.() === 0 ? ['--no-sandbox'] : [];
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS, ...rootFlags],
  });
  const results = new Map<string, RunSummary[]>();
  let failed = false;
  try {
    for (const page of pages) {
      const summaries: RunSummary[] = [];
      for (let run = 1; run <= runs; run++) {
        const result = await lighthouse(`${server.url}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
        const summary = summarizeRun(result.lhr);
        if (values.save) {
          mkdirSync(values.save, { recursive: true });
          writeFileSync(`${values.save}/${page.replace(/\W+/g, '_') || '_'}-${run}.json`, JSON.stringify(result.lhr));
        }
        summaries.push(summary);
        console.log(
          `${page} run ${run}: performance ${pct(summary.performance)}, accessibility ${pct(summary.accessibility)}, ` +
            `best practices ${pct(summary.bestPractices)}, LCP ${ms(summary.lcpMs)}, TBT ${ms(summary.tbtMs)}, ` +
            `CLS ${summary.cls.toFixed(3)}, JS ${kb(summary.scriptBytes)} in ${summary.scriptFiles} files`,
        );
        for (const problem of summary.failedAudits) console.log(`    ${problem}`);
      }
      results.set(page, summaries);
    }
  } finally {
    chrome.kill();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  console.log(`\nMedians of ${runs} run(s), Lighthouse mobile (simulated throttling), ${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'}:`);
  console.log('page    perf  a11y  b.p.   LCP        TBT       CLS    first-load JS transferred');
  for (const [page, summaries] of results) {
    const median = (pick: (s: RunSummary) => number) => medianOf(summaries.map(pick));
    const row = {
      performance: median((s) => s.performance),
      accessibility: median((s) => s.accessibility),
      bestPractices: median((s) => s.bestPractices),
    };
    const ok =
      row.performance * 100 >= TARGETS.performance &&
      row.accessibility * 100 >= TARGETS.accessibility &&
      row.bestPractices * 100 >= TARGETS.bestPractices;
    failed ||= !ok;
    console.log(
      `${page.padEnd(7)} ${pct(row.performance)}   ${pct(row.accessibility)}   ${pct(row.bestPractices)}   ` +
        `${ms(median((s) => s.lcpMs)).padEnd(10)} ${ms(median((s) => s.tbtMs)).padEnd(9)} ${median((s) => s.cls).toFixed(3)}  ` +
        `${kb(median((s) => s.scriptBytes))}  ${ok ? 'ok' : 'BELOW TARGET'}`,
    );
  }
  console.log(`Targets: performance >= ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, best practices ${TARGETS.bestPractices}.`);
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
