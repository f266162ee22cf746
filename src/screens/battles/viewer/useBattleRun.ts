import { useEffect, useState } from 'react';
import type { BattleVerdict } from '../../../contracts/battle';
import { createPlaybackCursor, type PlaybackCursor } from '../../../scene';
// The client's own module, not the services' index (which also carries the win-odds client).
import { createBattleClient } from '../../../services/battle/battleClient';
import type { BattleSetup, SetupProblem } from './battleSetup';

/** A battle being replayed in the worker and played back by a cursor. */
export type BattleRun =
  | { phase: 'verifying' }
  | { phase: 'playing'; cursor: PlaybackCursor; verdict: BattleVerdict | null; verified: boolean }
  | { phase: 'failed'; problem: SetupProblem };

/**
 * Replays a battle in the worker: when the setup claims a hash, the worker first plays it through and the
 * hash must match (a changed link is refused before anything is shown; a stored server battle is played and
 * marked as a mismatch instead); then the battle streams round by
 * round into a playback cursor, which starts playing as the first round arrives. Unmounting cancels the
 * battle and terminates the worker.
 */
export function useBattleRun(setup: BattleSetup, reducedMotion: boolean): BattleRun {
  const [run, setRun] = useState<BattleRun>({ phase: 'verifying' });
  useEffect(() => {
    const client = createBattleClient();
    let live = true;
    let cancel = () => {};
    void (async () => {
      try {
        if (setup.expectedHash !== null) {
          const verdict = await client.verify(setup.input);
          if (!live) return;
          performance.mark('tcg:battle-verified');
          // A server battle is shown either way (marked unverified); a replay link must match.
          if (verdict.hash !== setup.expectedHash && !setup.record) {
            setRun({ phase: 'failed', problem: 'tampered' });
            return;
          }
        }
        const cursor = createPlaybackCursor({ reducedMotion });
        cursor.play();
        let shown = false;
        const stream = client.play(setup.input, (events) => {
          if (!live) return;
          cursor.append(events);
          if (!shown) {
            shown = true;
            performance.mark('tcg:battle-first-round');
            setRun({ phase: 'playing', cursor, verdict: null, verified: false });
          }
        });
        cancel = stream.cancel;
        const verdict = await stream.done;
        if (!live || !verdict) return;
        const verified = setup.expectedHash === null || verdict.hash === setup.expectedHash;
        setRun({ phase: 'playing', cursor, verdict, verified });
      } catch {
        if (live) setRun({ phase: 'failed', problem: 'worker' });
      }
    })();
    return () => {
      live = false;
      cancel();
      client.dispose();
    };
    // The motion preference is applied to the running cursor by the screen; it must not restart the battle.
  }, [setup]);
  return run;
}
