import { useEffect, useMemo, useState } from 'react';
import type { BattleVerdict } from '../../../contracts/battles';
import { clearBattleMarks, markBattle } from '../../../scene';
import { createPlaybackCursor, type PlaybackCursor } from '../../../playback';
// The client's own module, not the services' index (which also carries the win-odds client).
import { createBattleClient } from '../../../services/battles/battleClient';
import type { BattleSetup, SetupProblem } from './battleSetup';
import { getPlayerSettings } from '../../../services/settings/playerSettings';

/**
 * A battle being replayed in the worker and played back by a cursor. The cursor exists from the start (empty while
 * the worker checks the battle), so the canvas can start up meanwhile.
 */
export type BattleRun =
  | { phase: 'verifying'; cursor: PlaybackCursor }
  | { phase: 'playing'; cursor: PlaybackCursor; verdict: BattleVerdict | null; verified: boolean }
  | { phase: 'failed'; problem: SetupProblem };

type Progress =
  | { phase: 'verifying' }
  | { phase: 'playing'; verdict: BattleVerdict | null; verified: boolean }
  | { phase: 'failed'; problem: SetupProblem };

/**
 * Replays a battle in the worker: when the setup claims a hash, the worker first plays it through and the
 * hash must match (a changed link is refused before any of it is played; a stored server battle is played and
 * marked as a mismatch instead); then the battle streams round by
 * round into the playback cursor, which starts playing as the first round arrives. Unmounting cancels the
 * battle and terminates the worker.
 */
export function useBattleRun(setup: BattleSetup, reducedMotion: boolean): BattleRun {
  // One cursor per battle (a runner is mounted per setup); the motion preference is applied to it later by the
  // screen, never by making a new one. It plays at the speed the viewer chose last time (the viewer saves it).
  const [cursor] = useState(() => createPlaybackCursor({ reducedMotion, speed: getPlayerSettings().battleSpeed }));
  const [progress, setProgress] = useState<Progress>({ phase: 'verifying' });
  useEffect(() => {
    const client = createBattleClient();
    let live = true;
    let cancel = () => {};
    void (async () => {
      try {
        if (setup.expectedHash !== null) {
          const verdict = await client.verify(setup.input);
          if (!live) return;
          markBattle('battle-verified');
          // A server battle is shown either way (marked unverified); a replay link must match.
          if (verdict.hash !== setup.expectedHash && !setup.record) {
            setProgress({ phase: 'failed', problem: 'tampered' });
            return;
          }
        }
        // No play() here: the cursor starts playing by itself as the first round arrives, and a player who paused or
        // skipped while the battle was being checked keeps that choice (a play() here undid an early skip).
        let shown = false;
        const stream = client.play(setup.input, (events) => {
          if (!live) return;
          cursor.append(events);
          if (!shown) {
            shown = true;
            markBattle('battle-first-round');
            setProgress({ phase: 'playing', verdict: null, verified: false });
          }
        });
        cancel = stream.cancel;
        const verdict = await stream.done;
        if (!live || !verdict) return;
        const verified = setup.expectedHash === null || verdict.hash === setup.expectedHash;
        setProgress({ phase: 'playing', verdict, verified });
      } catch {
        if (live) setProgress({ phase: 'failed', problem: 'worker' });
      }
    })();
    return () => {
      live = false;
      cancel();
      client.dispose();
      // The battle's start-up marks would otherwise stay in the performance timeline for the page's life.
      clearBattleMarks();
    };
  }, [setup, cursor]);
  return useMemo(() => (progress.phase === 'failed' ? progress : { ...progress, cursor }), [progress, cursor]);
}
