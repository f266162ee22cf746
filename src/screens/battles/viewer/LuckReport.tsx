import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { whenIdle } from '../../../browser/whenIdle';
import { LUCK_BATTLES, luckInput, luckReport, type LuckReport as Luck, type PlayedBattle } from '../../../rules/battles/luck';
import type { WinOddsProgress } from '../../../contracts/battles/winOdds';
import type { WinOddsClient, WinOddsRun } from '../../../services/battles/winOddsClient';
import type { BattleSides } from './battleSides';

type State =
  | { phase: 'running'; played: number }
  | { phase: 'done'; luck: Luck; viewerWin: number | null; elapsedMs: number }
  | { phase: 'cancelled' }
  | { phase: 'failed' };

/** The luck run starts at the first idle moment after the result shows, or after this long whatever happens. */
const IDLE_START_TIMEOUT_MS = 1000;

const percent = (value: number, language: string) => new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(value);

/**
 * How lucky the result was: once a battle has ended, the battle workers re-play its two teams on the same sides
 * {@link LUCK_BATTLES} times with seeds derived from its seed (so the same battle always gets the same report) and
 * say how often this outcome comes out ("You won a fight you'd win 23 % of the time"). Stop cancels; leaving cancels.
 */
export function LuckReport({ client, battle, winner, sides }: {
  /** The viewer's client, started when the battle opened so its workers are warm by the result. */
  client: WinOddsClient | null;
  battle: PlayedBattle;
  winner: 0 | 1 | null;
  sides: BattleSides;
}) {
  const { t, i18n } = useTranslation('coach');
  const [state, setState] = useState<State>({ phase: 'running', played: 0 });
  const [attempt, setAttempt] = useState(0);
  /** Stops the report: the run when it has started, else its start. */
  const stop = useRef<() => void>(() => {});

  useEffect(() => {
    if (client === null) return;
    setState({ phase: 'running', played: 0 });
    let live = true;
    let current: WinOddsRun | null = null;
    let cancelIdle: (() => void) | null = null;
    const begin = () => {
      cancelIdle = null;
      current = client.run(luckInput(battle), (p: WinOddsProgress) => setState((s) => (s.phase === 'running' ? { phase: 'running', played: p.played } : s)));
      current.done.then((odds) => {
        if (!live) return;
        if (odds === null) return setState({ phase: 'cancelled' });
        const viewerWin = sides.viewerTeam === null ? null : (sides.viewerTeam === 0 ? odds.wins : odds.losses) / odds.battles;
        setState({ phase: 'done', luck: luckReport(winner, odds), viewerWin, elapsedMs: odds.elapsedMs });
      }, () => { if (live) setState({ phase: 'failed' }); });
    };
    // The workers start once the result is on screen and the page is idle, not in the commit that shows it: there
    // the page renders, lays out and paints the result while the scene draws its last frames, and two workers
    // starting their battles beside that took both cores of a small device (a 54-89 ms long task as a battle ended).
    cancelIdle = whenIdle(begin, IDLE_START_TIMEOUT_MS);
    stop.current = () => {
      if (current) return current.cancel();
      cancelIdle?.();
      cancelIdle = null;
      setState({ phase: 'cancelled' });
    };
    return () => {
      live = false;
      cancelIdle?.();
      current?.cancel();
    };
  }, [client, battle, winner, sides.viewerTeam, attempt]);

  const language = i18n.resolvedLanguage ?? 'en';
  if (state.phase === 'running') {
    return (
      <div className="luck-report" data-testid="luck-report" data-phase="running">
        <progress max={LUCK_BATTLES} value={state.played} aria-label={t('luck.running', { played: state.played, battles: LUCK_BATTLES })} />
        <span className="small muted" aria-live="polite">{t('luck.running', { played: state.played, battles: LUCK_BATTLES })}</span>
        <button type="button" className="button secondary small" onClick={() => stop.current()}>{t('luck.stop')}</button>
      </div>
    );
  }
  if (state.phase !== 'done') {
    return (
      <div className="luck-report" data-testid="luck-report" data-phase={state.phase}>
        <span className="small muted">{t(state.phase === 'failed' ? 'luck.failed' : 'luck.cancelled')}</span>
        <button type="button" className="button secondary small" onClick={() => setAttempt((a) => a + 1)}>{t('luck.run')}</button>
      </div>
    );
  }
  const { luck, viewerWin } = state;
  const p = percent(luck.probability, language);
  const headline = viewerWin !== null && winner !== null
    ? t(winner === sides.viewerTeam ? 'luck.youWon' : 'luck.youLost', { percent: percent(viewerWin, language) })
    : winner === null ? t('luck.draw', { percent: p }) : t('luck.theyWon', { team: sides.names[winner], percent: p });
  return (
    <div className={`luck-report luck-${luck.band}`} data-testid="luck-report" data-phase="done" data-probability={luck.probability} data-band={luck.band} data-elapsed-ms={Math.round(state.elapsedMs)}>
      <strong>{headline}</strong>
      <div className="odds-bar" aria-hidden="true">
        <span className="odds-range" style={{ left: `${luck.low * 100}%`, width: `${(luck.high - luck.low) * 100}%` }} />
        <span className="odds-mark" style={{ left: `${luck.probability * 100}%` }} />
      </div>
      <span className="small">{t(`luck.band.${luck.band}`)}</span>
      <span className="small muted">{t('luck.detail', { battles: luck.battles, low: percent(luck.low, language), high: percent(luck.high, language), seconds: (state.elapsedMs / 1000).toFixed(1) })}</span>
    </div>
  );
}
