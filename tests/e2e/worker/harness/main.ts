/**
 * Browser side of the worker determinism test: drives the REAL workers/battle.worker.ts through the
 * src/services/battle client and hands results back to Playwright as JSON text.
 */
import { createBattleClient } from '../../../../src/services/battle';
import type { BattleEvent, BattleInputData, BattleVerdict } from '../../../../src/contracts/battle';

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

async function verify(input: unknown): Promise<BattleVerdict | string> {
  try {
    return await client.verify(input as BattleInputData);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

declare global {
  interface Window {
    harness: { play: typeof play; verify: typeof verify };
  }
}

window.harness = { play, verify };
document.getElementById('status')!.textContent = 'ready';
