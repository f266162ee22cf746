import { readFileSync } from 'node:fs';
import type { BattleInputData } from '../../src/contracts/battles';
import { encodeReplay, replayPath } from '../../src/contracts/replay';
import type { GoldenFile } from '../../tests/golden/goldenCase';

const golden = JSON.parse(readFileSync(new URL('../../tests/fixtures/battle/golden.json', import.meta.url), 'utf8')) as GoldenFile;

/** The battle the scene benches play: golden "starter mirror" (both starter teams, every family's motion). */
export const benchCase = golden.cases.find((c) => c.name === 'starter mirror')!;

/** Its /battle replay link (path and query). */
export const benchReplayPath = replayPath(encodeReplay(benchCase.input as BattleInputData, benchCase.hash));
