/**
 * Browser side of the worker determinism test: drives the REAL workers/battle.worker.ts through the
 * src/services/battles client and hands results back to Playwright as JSON text.
 */
import { createBattleClient } from '../../../../src/services/battles';
import type { BattleEvent, BattleInputData, BattleVerdict } from '../../../../src/contracts/battles';

/** What a streamed battle produced in the browser. */
export interface HarnessResult {
  json: string;
  chunks: number;
  verdict: BattleVerdict | null;
  /** The message `done` rejected with, or null. */
  error: string | null;
}

const client = createBattleClient();

/** Plays a battle in the worker; optionally cancels, or throws from the consumer, after that many chunks. */
async function play(input: BattleInputData, cancelAfter?: number, throwAfter?: number): Promise<HarnessResult> {
  const events: BattleEvent[] = [];
  let chunks = 0;
  const stream = client.play(input, (chunk) => {
    chunks++;
    events.push(...chunk);
    if (cancelAfter !== undefined && chunks === cancelAfter) stream.cancel();
    if (throwAfter !== undefined && chunks === throwAfter) throw new Error(`consumer failed at chunk ${chunks}`);
  });
  try {
    const verdict = await stream.done;
    return { json: JSON.stringify(events), chunks, verdict, error: null };
  } catch (error) {
    return { json: JSON.stringify(events), chunks, verdict: null, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Plays a battle in a second client that is disposed after the first chunk; then tries that client again. */
async function disposeWhilePlaying(input: BattleInputData): Promise<{ chunks: number; done: string; after: string }> {
  const own = createBattleClient();
  let chunks = 0;
  const stream = own.play(input, () => {
    chunks++;
    if (chunks === 1) own.dispose();
  });
  const message = (p: Promise<unknown>): Promise<string> => p.then(() => 'resolved', (e: unknown) => (e instanceof Error ? e.message : String(e)));
  const done = await message(stream.done);
  stream.cancel(); // harmless after dispose
  const after = await message(own.play(input, () => {}).done);
  return { chunks, done, after };
}

async function verify(input: unknown): Promise<BattleVerdict | string> {
  try {
    return await client.verify(input as BattleInputData);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

declare global {
  interface Window {
    harness: { play: typeof play; verify: typeof verify; disposeWhilePlaying: typeof disposeWhilePlaying };
  }
}

window.harness = { play, verify, disposeWhilePlaying };
document.getElementById('status')!.textContent = 'ready';
