/**
 * `npm run bench:batches`: why the battle scene makes the draw calls it makes. Opens /battle (the bench's replay) in
 * the system Chromium against the production build, pauses at a few battle times, renders one frame and prints its
 * WebGL draw calls and Pixi's instruction list, render group by render group: each batch (one draw call) with what
 * is in it (label paths, counts), and each renderable drawn on its own with its vertex data. A Graphics over Pixi's
 * batching limit (400 floats, 200 vertices) unless its context says `batchMode: 'batch'`, a filter, a mask, a
 * blend mode or more textures than a batch takes each split a batch. `--quality high` forces the class, `--times`
 * takes battle milliseconds (default 0,2000,6000,12000), `--dist DIR` serves another build.
 */
import { parseArgs } from 'node:util';
import { startBenchBrowser } from './benchBrowser';
import { benchReplayPath } from './benchReplay';
import { countDrawCalls } from './countDrawCalls';
import type { SceneProbe } from '../../src/scene/sceneProbe';

const { values } = parseArgs({ options: { quality: { type: 'string' }, times: { type: 'string', default: '0,2000,6000,12000' }, dist: { type: 'string', default: 'dist' } } });

/** One rendered frame's draw calls and instruction list, as printed. */
interface FrameBatches {
  draws: number;
  maxTextures: number;
  lines: string[];
}

/** In the page: seeks the paused battle, renders one frame and lists its instructions (Pixi's internals, untyped). */
async function listFrame(time: number): Promise<FrameBatches> {
  type Node = { label?: string; parent?: Node | null; constructor: { name: string } };
  type Instruction = { renderPipeId: string; action?: string; size?: number; blendMode?: string; textures?: { count: number }; elements?: { renderable?: Node }[]; context?: { _gpuData?: Record<string, { geometryData?: { vertices: number[] } }> } } & Node;
  type Group = { instructionSet: { instructions: Instruction[]; instructionSize: number } };
  const probe = window.__tcgSceneProbe as SceneProbe;
  const cursor = probe.cursor!;
  const app = probe.app!;
  cursor.pause();
  cursor.seek(time);
  // Images and banners arrive at idle moments: let them.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const before = window.__drawCalls;
  app.render();
  const draws = window.__drawCalls - before;
  // A node's path of labels under the scene's root container (unlabelled nodes by their class, minified).
  const pathOf = (node: Node): string => {
    const parts: string[] = [];
    for (let n: Node | null | undefined = node; n; n = n.parent) parts.unshift(n.label || n.constructor.name);
    return parts.slice(2).join('/');
  };
  const lines: string[] = [];
  const walk = (group: Group, depth: number): void => {
    const set = group.instructionSet;
    for (let i = 0; i < set.instructionSize; i++) {
      const ins = set.instructions[i]!;
      const pad = '  '.repeat(depth);
      if (ins.renderPipeId === 'batch') {
        const counts = new Map<string, number>();
        for (const e of ins.elements ?? []) {
          const key = e.renderable ? pathOf(e.renderable) : '?';
          counts.set(key, (counts.get(key) ?? 0) + 1);
        }
        const what = [...counts].map(([k, n]) => (n > 1 ? `${k} ×${n}` : k)).join(', ');
        lines.push(`${pad}batch (1 draw): ${ins.size} indices, ${ins.textures?.count} textures, ${ins.blendMode}: ${what.length > 400 ? `${what.slice(0, 400)}…` : what}`);
      } else if (ins.renderPipeId === 'renderGroup') {
        lines.push(`${pad}render group ${pathOf((ins as unknown as { root: Node }).root)}`);
        walk(ins as unknown as Group, depth + 1);
      } else {
        const gpu = ins.context?._gpuData ? Object.values(ins.context._gpuData)[0] : undefined;
        const floats = gpu?.geometryData ? `, ${gpu.geometryData.vertices.length} vertex floats` : '';
        lines.push(`${pad}${ins.renderPipeId} on its own: ${pathOf(ins)}${floats}`);
      }
    }
  };
  walk((app.stage as unknown as { renderGroup: Group }).renderGroup, 0);
  return { draws, maxTextures: (app.renderer as unknown as { limits: { maxBatchableTextures: number } }).limits.maxBatchableTextures, lines };
}

async function main(): Promise<void> {
  const bench = await startBenchBrowser('batches', { staticDir: values.dist });
  try {
    const context = await bench.browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, serviceWorkers: 'block' });
    // tsx names functions through a helper that does not exist in the page (esbuild's keepNames).
    await context.addInitScript('window.__name = (f) => f');
    await context.addInitScript(countDrawCalls);
    await context.addInitScript((quality) => { window.__tcgSceneProbe = quality ? { quality: quality as SceneProbe['quality'] } : {}; }, values.quality ?? '');
    const page = await context.newPage();
    await page.goto(bench.server.url + benchReplayPath);
    await page.waitForFunction(() => window.__tcgSceneProbe?.cursor?.timeline.complete === true, null, { timeout: 120_000 });
    const quality = await page.locator('[data-testid=battle-scene]').getAttribute('data-quality');
    console.log(`bench:batches on ${bench.server.url}, scene quality "${quality}"`);
    for (const time of values.times.split(',').map(Number)) {
      const frame = await page.evaluate(listFrame, time);
      console.log(`\nat ${time} ms: ${frame.draws} WebGL draw calls (a batch takes up to ${frame.maxTextures} textures)`);
      for (const line of frame.lines) console.log(`  ${line}`);
    }
  } finally {
    await bench.close();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
