/**
 * `npm run test:repeat -- [--runs N] [--hog] [--no-build] [--suspects] [playwright args: files, --grep …]`: runs the
 * browser suite (or the chosen part; --suspects adds every test of tests/e2e/suspects.txt) N times in a row,
 * optionally beside a CPU hog (a busy loop on every core), and prints each test's pass count over the runs, so a flaky
 * test shows itself as a number (e.g. 17/20). Checks Chromium and builds once first (as `npm run test:e2e` does;
 * --no-build keeps dist). Each run's JSON report and the tally are kept under .tmp/test-repeat/<start time>/, and a
 * failed run's evidence (its output folder: screenshots, error contexts, attachments) as run-<n>-results/ beside them,
 * since the next run empties that folder. Exits non-zero when any test failed in any run, or a run found no tests.
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { startCpuHog } from './testRepeat/cpuHog';
import { outputFolderOf } from './testRepeat/outputFolder';
import { suspectLocations } from './testRepeat/suspects';
import { formatPassCounts, outcomesOfReport, passCounts, type TestOutcome } from './testRepeat/passCounts';

interface Options {
  runs: number;
  hog: boolean;
  build: boolean;
  playwrightArgs: string[];
}

function parseArgs(argv: string[]): Options {
  const options: Options = { runs: 3, hog: false, build: true, playwrightArgs: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--runs') options.runs = Number(argv[++i]);
    else if (arg.startsWith('--runs=')) options.runs = Number(arg.slice('--runs='.length));
    else if (arg === '--hog') options.hog = true;
    else if (arg === '--no-build') options.build = false;
    else if (arg === '--suspects') options.playwrightArgs.push(...suspectLocations());
    else options.playwrightArgs.push(arg);
  }
  if (!Number.isInteger(options.runs) || options.runs < 1) throw new Error('--runs takes a whole number ≥ 1');
  return options;
}

/** One Playwright run with the dot reporter on the terminal and the JSON report in `jsonFile`. */
function runPlaywright(args: string[], jsonFile: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['playwright', 'test', '--reporter=dot,json', ...args], {
      stdio: 'inherit',
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: jsonFile, PLAYWRIGHT_JSON_OUTPUT_NAME: jsonFile },
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

function minutes(ms: number): string {
  return `${(ms / 60_000).toFixed(1)} min`;
}

/** The header, each run's wall time and every test's pass count over the runs so far. */
function tally(header: string, walls: number[], runs: TestOutcome[][]): string {
  const counts = passCounts(runs);
  const flaky = counts.filter((count) => count.passes < count.runs);
  return [
    header,
    `wall time per run: ${walls.map(minutes).join(', ')}`,
    `${counts.length} tests, ${flaky.length} failed at least once in ${runs.length} run(s)`,
    formatPassCounts(counts),
  ].join('\n');
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const dir = path.resolve('.tmp', 'test-repeat', new Date().toISOString().replace(/[:.]/g, '-'));
  mkdirSync(dir, { recursive: true });
  const prepare = options.build ? 'bash scripts/ensure-chromium.sh && npm run build' : 'bash scripts/ensure-chromium.sh';
  const prepared = spawnSync('bash', ['-c', prepare], { stdio: 'inherit' });
  if (prepared.status !== 0) process.exit(prepared.status ?? 1);
  const cores = availableParallelism();
  const hog = options.hog ? startCpuHog(cores) : undefined;
  const stopHog = () => {
    hog?.stop();
    process.exit(130);
  };
  process.once('SIGINT', stopHog);
  process.once('SIGTERM', stopHog);
  const header = `${options.runs} run(s) of: playwright test ${options.playwrightArgs.join(' ') || '(whole suite)'}${hog ? `, beside a CPU hog on ${cores} cores` : ''}`;
  console.log(header);
  const runs: TestOutcome[][] = [];
  const walls: number[] = [];
  for (let run = 1; run <= options.runs; run++) {
    const started = Date.now();
    const jsonFile = path.join(dir, `run-${run}.json`);
    const code = await runPlaywright(options.playwrightArgs, jsonFile);
    walls.push(Date.now() - started);
    let outcomes: TestOutcome[] = [];
    try {
      outcomes = outcomesOfReport(JSON.parse(readFileSync(jsonFile, 'utf8')) as Parameters<typeof outcomesOfReport>[0]);
    } catch (error) {
      console.error(`run ${run}: no JSON report (${String(error)}); playwright exited ${code}`);
    }
    runs.push(outcomes);
    const failed = outcomes.filter((outcome) => !outcome.passed && !outcome.skipped).length;
    const output = outputFolderOf(options.playwrightArgs);
    if (failed > 0 && existsSync(output)) cpSync(output, path.join(dir, `run-${run}-results`), { recursive: true });
    if (outcomes.length === 0) console.error(`run ${run}: no test ran (a location that names no test?)`);
    console.log(`::run ${run}/${options.runs}: ${outcomes.length - failed} passed, ${failed} failed, ${minutes(walls.at(-1)!)}`);
    // The tally so far, kept after every run: a series stopped early still has its counts.
    writeFileSync(path.join(dir, 'pass-counts.txt'), `${tally(header, walls, runs)}\n`);
  }
  hog?.stop();
  console.log(`\n${tally(header, walls, runs)}\n(kept in ${path.relative(process.cwd(), dir)})`);
  const flaky = passCounts(runs).filter((count) => count.passes < count.runs);
  process.exit(flaky.length > 0 || runs.some((outcomes) => outcomes.length === 0) ? 1 : 0);
}

void main();
