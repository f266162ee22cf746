import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { battleSourceFromQuery } from '../../contracts/replay';
import { BATTLE_NAMESPACES, preloadBattleTexts } from './viewer/battleTexts';
import { loadBattle, type BattleSetup, type SetupResult } from './viewer/battleSetup';
import { BattleViewer } from './viewer/BattleViewer';
import { ReplayError } from './viewer/ReplayError';
import { useBattleRun } from './viewer/useBattleRun';
import { useReducedMotion } from './viewer/useReducedMotion';
import './viewer/battleViewer.css';

// Milestones of opening a battle, read by `npm run bench:scene` (its first-frame waterfall).
performance.mark('tcg:battle-route');
preloadBattleTexts();

/**
 * /battle: a battle replayed in the worker and played on the canvas with controls, log, inspector and recap.
 * The URL says which battle (`?r=` a replay code, `?watch=random`, `?id=` a stored server battle); every
 * navigation to /battle (a new history entry) starts afresh.
 */
export default function BattleScreen() {
  const location = useLocation();
  return <BattleFromUrl key={location.key} search={location.search} />;
}

// Neither this nor the runner suspends for the translations: the battle is loaded and the worker asked at once,
// while the texts download.
function BattleFromUrl({ search }: { search: string }) {
  const { t, ready } = useTranslation('battle', { useSuspense: false });
  const [result, setResult] = useState<SetupResult | null>(null);
  useEffect(() => {
    let live = true;
    void loadBattle(battleSourceFromQuery(new URLSearchParams(search))).then((r) => { if (live) setResult(r); });
    return () => { live = false; };
    // The screen later rewrites the address to the replay link with history.replaceState, which the router does
    // not see, so `search` stays what was navigated to and the battle is not restarted.
  }, [search]);
  if (!result) return <p className="loading">{ready ? t('screen.loading') : ''}</p>;
  if (!result.ok) return <ReplayError problem={result.problem} params={result.params} />;
  return <BattleRunner setup={result.setup} />;
}

function BattleRunner({ setup }: { setup: BattleSetup }) {
  const { t, ready: screenTexts } = useTranslation('battle', { useSuspense: false });
  // Waits for the viewer's texts without suspending: React holds back a suspended screen's reveal for up to 300 ms
  // after its fallback showed (the first frame waited for that), and the worker is asked meanwhile either way.
  const { ready } = useTranslation([...BATTLE_NAMESPACES], { useSuspense: false });
  const reducedMotion = useReducedMotion();
  const run = useBattleRun(setup, reducedMotion);
  useEffect(() => {
    if (run.phase !== 'failed' && run.cursor.timeline.options.reducedMotion !== reducedMotion) run.cursor.setReducedMotion(reducedMotion);
  }, [run, reducedMotion]);
  if (run.phase === 'failed') return <ReplayError problem={run.problem} />;
  if (!ready) return <p className="loading" role="status">{screenTexts ? t('screen.loading') : ''}</p>;
  // The viewer (and its canvas: Pixi starting up) is there while the worker still checks the battle, so the two
  // happen side by side; a battle that fails the check replaces it with the error.
  const playing = run.phase === 'playing';
  return <BattleViewer setup={setup} cursor={run.cursor} verdict={playing ? run.verdict : null} verified={playing && run.verified} checking={!playing} reducedMotion={reducedMotion} />;
}
