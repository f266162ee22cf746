import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WinOddsResult } from '../../../contracts/battles/winOdds';
import { createWinOddsClient, type WinOddsClient } from '../../../services/battles/winOddsClient';
import type { TeamUnits } from './teamOptions';

/** Battles a mode screen's preview plays: enough for a ±3 % interval, quick on a phone. */
export const MODE_ODDS_BATTLES = 400;

type State = { phase: 'idle' } | { phase: 'running'; played: number } | { phase: 'done'; result: WinOddsResult } | { phase: 'failed' };

const percent = (value: number, language: string) => new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(value);

/**
 * The team editor's win-odds preview, aimed at this battle's opponent: the battle worker plays
 * {@link MODE_ODDS_BATTLES} seeded battles of the chosen team against it (with a progress bar) and shows the win
 * rate with its 95 % interval. A new team or opponent clears it.
 */
export function OddsPreview({ team, opponent }: { team: TeamUnits; opponent: TeamUnits }) {
  const { t, i18n } = useTranslation('modes');
  const [state, setState] = useState<State>({ phase: 'idle' });
  const client = useRef<WinOddsClient | null>(null);
  useEffect(() => () => client.current?.dispose(), []);
  useEffect(() => {
    setState({ phase: 'idle' });
  }, [team, opponent]);

  const run = () => {
    client.current ??= createWinOddsClient();
    setState({ phase: 'running', played: 0 });
    const current = client.current.run({ team, opponent, battles: MODE_ODDS_BATTLES, seed: Math.floor(Math.random() * 0xffffffff) }, (p) => {
      setState((s) => (s.phase === 'running' ? { phase: 'running', played: p.played } : s));
    });
    current.done.then(
      (result) => setState(result ? { phase: 'done', result } : { phase: 'idle' }),
      () => setState({ phase: 'failed' }),
    );
  };

  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <div className="odds-preview" data-testid="mode-odds" data-phase={state.phase}>
      {state.phase === 'done' ? (
        <div className="odds-preview-result" data-win-rate={state.result.winRate}>
          <span className="small muted">{t('launch.odds.winRate')}</span>
          <strong className={state.result.winRate >= 0.5 ? 'odds-good' : 'odds-bad'}>{percent(state.result.winRate, language)}</strong>
          <div className="odds-bar" aria-hidden="true">
            <span className="odds-range" style={{ left: `${state.result.low * 100}%`, width: `${(state.result.high - state.result.low) * 100}%` }} />
            <span className="odds-mark" style={{ left: `${state.result.winRate * 100}%` }} />
          </div>
          <span className="small muted">{t('launch.odds.range', { low: percent(state.result.low, language), high: percent(state.result.high, language), battles: state.result.battles })}</span>
        </div>
      ) : state.phase === 'running' ? (
        <div className="odds-preview-result">
          <progress max={MODE_ODDS_BATTLES} value={state.played} aria-label={t('launch.odds.running', { played: state.played, battles: MODE_ODDS_BATTLES })} />
          <span className="small muted" aria-live="polite">{t('launch.odds.running', { played: state.played, battles: MODE_ODDS_BATTLES })}</span>
        </div>
      ) : (
        <button type="button" className="button secondary" onClick={run} data-testid="run-odds">{t('launch.odds.run')}</button>
      )}
      {state.phase === 'failed' ? <p className="message error small">{t('launch.odds.failed')}</p> : null}
    </div>
  );
}
