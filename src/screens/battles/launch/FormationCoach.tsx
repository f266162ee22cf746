import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COACH_CANDIDATES, type CoachResult } from '../../../contracts/battles/coach';
import type { OwnedCard } from '../../../contracts/cards/ownedCard';
import type { WinOddsClient, CoachRun } from '../../../services/battles/winOddsClient';
import { useWinOddsClient } from '../../../services/battles/useWinOddsClient';
import type { TeamUnits } from './teamOptions';

/** A formation the coach suggests, ready to fight with: its units and the owned copy of each. */
export interface CoachedTeam {
  team: TeamUnits;
  instances: string[];
}

type State =
  | { phase: 'idle' }
  | { phase: 'running'; played: number; total: number }
  | { phase: 'done'; result: CoachResult; swaps: boolean }
  | { phase: 'cancelled' }
  | { phase: 'failed' };

const percent = (value: number, language: string) => new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(value);

/**
 * "Improve my team" before a fight against a known opponent: the battle workers search {@link COACH_CANDIDATES}
 * formations of the chosen cards (or, as the second option, with one card swapped in from the collection) by
 * playouts with successive halving, then show the odds before and after on fresh seeds with their 95 % intervals;
 * Apply puts the suggestion in place of the team for this fight, Undo takes it back. Stop cancels the search.
 */
export function FormationCoach({ team, instances, opponent, owned, applied, onApply }: {
  team: TeamUnits;
  instances: readonly string[];
  opponent: TeamUnits;
  /** The player's copies (the bench for swaps: those not in the team and not on the market). */
  owned: readonly OwnedCard[];
  /** The suggestion in use (null: the player's own team). */
  applied: CoachedTeam | null;
  onApply(team: CoachedTeam | null): void;
}) {
  const { t, i18n } = useTranslation('coach');
  const client = useWinOddsClient();
  const [state, setState] = useState<State>({ phase: 'idle' });
  const run = useRef<CoachRun | null>(null);
  const coachedRef = useRef<CoachedTeam | null>(null);
  useEffect(() => () => run.current?.cancel(), []);
  useEffect(() => {
    run.current?.cancel();
    run.current = null;
    setState({ phase: 'idle' });
  }, [team, opponent]);

  const start = (swaps: boolean, c: WinOddsClient) => {
    const inTeam = new Set(instances);
    const benchCopies = swaps ? owned.filter((o) => !inTeam.has(o.instanceId) && o.lockedBy !== 'market' && !team.units.some((u) => u.cardId === o.cardId)) : [];
    // One copy per card, the highest level: the search tries cards, not copies.
    const best = new Map<string, OwnedCard>();
    for (const o of benchCopies) if ((best.get(o.cardId)?.level ?? 0) < o.level) best.set(o.cardId, o);
    const bench = [...best.values()].slice(0, 64);
    setState({ phase: 'running', played: 0, total: 1 });
    const current = c.coach({ team, opponent, bench: bench.map(({ cardId, level }) => ({ cardId, level })), seed: Math.floor(Math.random() * 0xffffffff), candidates: COACH_CANDIDATES }, (p) => {
      setState((s) => (s.phase === 'running' ? { phase: 'running', played: p.played, total: p.total } : s));
    });
    run.current = current;
    current.done.then(
      (result) => {
        if (run.current !== current) return;
        if (result === null) return setState({ phase: 'cancelled' });
        setState({ phase: 'done', result, swaps });
        if (!result.improved) return;
        const copies = [...instances, ...bench.map((b) => b.instanceId)];
        coachedRef.current = { team: result.team, instances: result.picks.map((p) => copies[p.source]!) };
      },
      () => { if (run.current === current) setState({ phase: 'failed' }); },
    );
  };

  const language = i18n.resolvedLanguage ?? 'en';
  const range = (o: { low: number; high: number }) => t('coach.range', { low: percent(o.low, language), high: percent(o.high, language) });
  return (
    <section className="formation-coach" data-testid="coach" data-phase={state.phase} aria-label={t('coach.title')}>
      {applied ? (
        <p className="small coach-applied" data-testid="coach-applied">
          {t('coach.appliedNote')} <button type="button" className="button secondary small" onClick={() => onApply(null)}>{t('coach.undo')}</button>
        </p>
      ) : null}
      {state.phase === 'running' ? (
        <div className="coach-running">
          <progress max={state.total} value={state.played} aria-label={t('coach.running', { candidates: COACH_CANDIDATES })} />
          <span className="small muted" aria-live="polite">{t('coach.running', { candidates: COACH_CANDIDATES })}</span>
          <button type="button" className="button secondary small" onClick={() => run.current?.cancel()}>{t('coach.stop')}</button>
        </div>
      ) : state.phase === 'done' ? (
        <div className="coach-result" data-improved={state.result.improved} data-before={state.result.beforeOdds.rate} data-after={state.result.afterOdds.rate} data-elapsed-ms={Math.round(state.result.elapsedMs)}>
          <p>
            <span className="small muted">{t('coach.before')}</span> <strong data-testid="coach-before">{percent(state.result.beforeOdds.rate, language)}</strong> <span className="small muted">{range(state.result.beforeOdds)}</span>
          </p>
          {state.result.improved ? (
            <>
              <p>
                <span className="small muted">{t('coach.after')}</span> <strong className="odds-good" data-testid="coach-after">{percent(state.result.afterOdds.rate, language)}</strong> <span className="small muted">{range(state.result.afterOdds)}</span>
              </p>
              {applied ? null : (
                <button type="button" className="button" data-testid="coach-apply" onClick={() => { if (coachedRef.current) onApply(coachedRef.current); }}>{t('coach.apply')}</button>
              )}
            </>
          ) : <p className="small">{t('coach.noBetter')}</p>}
          <span className="small muted">{t('coach.detail', { candidates: state.result.considered, battles: state.result.battles, seconds: (state.result.elapsedMs / 1000).toFixed(1) })}</span>
        </div>
      ) : state.phase === 'failed' || state.phase === 'cancelled' ? (
        <p className="small muted">{t(state.phase === 'failed' ? 'coach.failed' : 'coach.cancelled')}</p>
      ) : null}
      {state.phase !== 'running' && !applied ? (
        <div className="coach-actions">
          <button type="button" className="button secondary" data-testid="coach-run" disabled={client === null} onClick={() => client && start(false, client)}>{t('coach.run')}</button>
          <button type="button" className="button secondary" data-testid="coach-run-swaps" disabled={client === null} onClick={() => client && start(true, client)}>{t('coach.runSwaps')}</button>
        </div>
      ) : null}
    </section>
  );
}
