import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WinOddsResult } from '../../../contracts/battles/winOdds';
import { createWinOddsClient, type WinOddsClient, type WinOddsRun } from '../../../services/battles/winOddsClient';
import type { TeamUnits } from './teamOptions';

/** Battles a mode screen's preview plays: enough for a ±3 % interval, quick on a phone. */
export const MODE_ODDS_BATTLES = 400;

type Shown = { phase: 'idle' } | { phase: 'running'; played: number } | { phase: 'done'; result: WinOddsResult } | { phase: 'failed' };

/** What the preview shows and for which teams (a result for other teams is never shown). */
interface State {
  team: TeamUnits;
  opponent: TeamUnits;
  shown: Shown;
}

const percent = (value: number, language: string) => new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(value);

/**
 * The team editor's win-odds preview, aimed at this battle's opponent: the battle worker plays
 * {@link MODE_ODDS_BATTLES} seeded battles of the chosen team against it (with a progress bar) and shows the win
 * rate with its 95 % interval. A new team or opponent (another saved team, the coach's suggestion applied or
 * undone) cancels a run for the old one and, once the player has asked for odds, plays them again for the new one,
 * so the odds on screen are always those of the team that will fight.
 */
export function OddsPreview({ team, opponent }: { team: TeamUnits; opponent: TeamUnits }) {
  const { t, i18n } = useTranslation('modes');
  const [state, setState] = useState<State | null>(null);
  const client = useRef<WinOddsClient | null>(null);
  const current = useRef<WinOddsRun | null>(null);
  useEffect(() => () => client.current?.dispose(), []);

  const run = useCallback(() => {
    current.current?.cancel();
    client.current ??= createWinOddsClient();
    const show = (shown: Shown) => setState({ team, opponent, shown });
    show({ phase: 'running', played: 0 });
    const started = client.current.run({ team, opponent, battles: MODE_ODDS_BATTLES, seed: Math.floor(Math.random() * 0xffffffff) }, (p) => {
      if (current.current === started) show({ phase: 'running', played: p.played });
    });
    current.current = started;
    // A run replaced by a newer one (the team changed) must not show its odds for the team that will fight.
    started.done.then(
      (result) => { if (current.current === started) show(result ? { phase: 'done', result } : { phase: 'idle' }); },
      () => { if (current.current === started) show({ phase: 'failed' }); },
    );
  }, [team, opponent]);

  // Once the player has asked for odds, a new team or opponent plays them again.
  useEffect(() => {
    if (current.current) run();
  }, [run]);

  // Until that run starts (an effect, after this render), the old team's odds are not shown for the new one.
  const shown: Shown = state === null ? { phase: 'idle' } : state.team === team && state.opponent === opponent ? state.shown : { phase: 'running', played: 0 };
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <div className="odds-preview" data-testid="mode-odds" data-phase={shown.phase}>
      {shown.phase === 'done' ? (
        <div className="odds-preview-result" data-win-rate={shown.result.winRate}>
          <span className="small muted">{t('launch.odds.winRate')}</span>
          <strong className={shown.result.winRate >= 0.5 ? 'odds-good' : 'odds-bad'}>{percent(shown.result.winRate, language)}</strong>
          <div className="odds-bar" aria-hidden="true">
            <span className="odds-range" style={{ left: `${shown.result.low * 100}%`, width: `${(shown.result.high - shown.result.low) * 100}%` }} />
            <span className="odds-mark" style={{ left: `${shown.result.winRate * 100}%` }} />
          </div>
          <span className="small muted">{t('launch.odds.range', { low: percent(shown.result.low, language), high: percent(shown.result.high, language), battles: shown.result.battles })}</span>
        </div>
      ) : shown.phase === 'running' ? (
        <div className="odds-preview-result">
          <progress max={MODE_ODDS_BATTLES} value={shown.played} aria-label={t('launch.odds.running', { played: shown.played, battles: MODE_ODDS_BATTLES })} />
          <span className="small muted" aria-live="polite">{t('launch.odds.running', { played: shown.played, battles: MODE_ODDS_BATTLES })}</span>
        </div>
      ) : (
        <button type="button" className="button secondary" onClick={run} data-testid="run-odds">{t('launch.odds.run')}</button>
      )}
      {shown.phase === 'failed' ? <p className="message error small">{t('launch.odds.failed')}</p> : null}
    </div>
  );
}
