import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WIN_ODDS_BATTLES, type WinOddsInput, type WinOddsProgress, type WinOddsResult } from '../../contracts/battles/winOdds';
import type { SavedTeam } from '../../contracts/teams/savedTeam';
import type { FormationUnit } from '../../contracts/teams/formationUnit';
import { randomOpponent } from '../../rules/teams/opponents';
import { createWinOddsClient, type WinOddsClient, type WinOddsRun } from '../../services/battles/winOddsClient';
import { LOW_WIN_RATE, PresetAdvice } from './PresetAdvice';

type TeamInput = WinOddsInput['team'];

/** One kind of opponent the preview can play (campaign stages plug in here when the battles issue lands). */
interface OpponentOption {
  id: string;
  label: string;
  team: TeamInput;
}

type State =
  | { phase: 'idle' }
  | { phase: 'running'; progress: WinOddsProgress }
  | { phase: 'done'; result: WinOddsResult }
  | { phase: 'cancelled' }
  | { phase: 'failed'; message: string };

const percent = (value: number, language: string) => new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(value);

/**
 * The win-odds preview: pick an opponent, the battle workers (one per core, up to two) play 1,000 seeded battles
 * (the page stays responsive, Stop cancels), then the win rate with its 95 % interval and the average battle length;
 * when the odds are low, which of the player's presets does best against that opponent.
 */
export function WinOddsPanel({ units, savedTeams, currentSlot }: { units: readonly FormationUnit[]; savedTeams: readonly SavedTeam[]; currentSlot: number }) {
  const { t, i18n } = useTranslation(['cards']);
  const [randomSeed, setRandomSeed] = useState(() => Math.floor(Math.random() * 0xffffffff));
  const [opponentId, setOpponentId] = useState('random');
  const [state, setState] = useState<State>({ phase: 'idle' });
  const client = useRef<WinOddsClient | null>(null);
  const run = useRef<WinOddsRun | null>(null);
  // The workers start (and warm their engine) when the editor opens, so the first preview does not pay for it.
  useEffect(() => {
    const created = createWinOddsClient();
    client.current = created;
    return () => {
      created.dispose();
      if (client.current === created) client.current = null;
    };
  }, []);

  const team = useMemo<TeamInput>(() => ({ units: [...units] }), [units]);
  const options = useMemo<OpponentOption[]>(() => {
    const list: OpponentOption[] = [];
    if (units.length > 0) list.push({ id: 'random', label: t('cards:teams.odds.random'), team: { units: [...randomOpponent(team, randomSeed).units] } });
    for (const saved of savedTeams) {
      if (saved.slot === currentSlot || saved.units.length === 0) continue;
      list.push({ id: `slot:${saved.slot}`, label: t('cards:teams.odds.saved', { name: saved.name, slot: saved.slot }), team: { units: saved.units.map(({ cardId, level, position }) => ({ cardId, level, position })) } });
    }
    return list;
  }, [units.length, team, randomSeed, savedTeams, currentSlot, t]);
  const opponent = options.find((o) => o.id === opponentId) ?? options[0];

  const start = () => {
    if (!opponent || units.length === 0) return;
    client.current ??= createWinOddsClient();
    const battles = WIN_ODDS_BATTLES;
    setState({ phase: 'running', progress: { played: 0, battles } });
    const current = client.current.run({ team, opponent: opponent.team, battles, seed: Math.floor(Math.random() * 0xffffffff) }, (progress) => {
      setState((s) => (s.phase === 'running' ? { phase: 'running', progress } : s));
    });
    run.current = current;
    current.done.then(
      (result) => { if (run.current === current) setState(result ? { phase: 'done', result } : { phase: 'cancelled' }); },
      (error: unknown) => { if (run.current === current) setState({ phase: 'failed', message: error instanceof Error ? error.message : String(error) }); },
    );
  };

  const language = i18n.language;
  return (
    <section className="card win-odds" data-testid="win-odds" data-phase={state.phase}>
      <h2>{t('cards:teams.odds.title')}</h2>
      <p className="small muted">{t('cards:teams.odds.intro')}</p>
      {units.length === 0 ? (
        <p className="small">{t('cards:teams.odds.needTeam')}</p>
      ) : (
        <>
          <div className="row">
            <label className="grow">
              <span className="small muted">{t('cards:teams.odds.opponent')}</span>
              <select value={opponent?.id ?? ''} onChange={(e) => setOpponentId(e.target.value)} disabled={state.phase === 'running'}>
                {options.map((o) => (
                  <option key={o.id} value={o.id}>{o.label}</option>
                ))}
              </select>
            </label>
            {opponent?.id === 'random' ? (
              <button type="button" className="button secondary" onClick={() => setRandomSeed((s) => (s + 0x9e3779b9) >>> 0)} disabled={state.phase === 'running'}>
                {t('cards:teams.odds.reroll')}
              </button>
            ) : null}
          </div>
          {state.phase === 'running' ? (
            <div className="odds-running">
              <progress max={state.progress.battles} value={state.progress.played} aria-label={t('cards:teams.odds.progress', { ...state.progress })} />
              <span className="small" aria-live="polite">{t('cards:teams.odds.progress', { ...state.progress })}</span>
              <button type="button" className="button secondary" onClick={() => run.current?.cancel()}>
                {t('cards:teams.odds.cancel')}
              </button>
            </div>
          ) : (
            <button type="button" className="button" onClick={start} disabled={!opponent}>
              {t('cards:teams.odds.run', { battles: WIN_ODDS_BATTLES.toLocaleString(language) })}
            </button>
          )}
          {state.phase === 'done' ? (
            <div className="odds-result" data-testid="odds-result" data-win-rate={state.result.winRate}>
              <div className="odds-rate">
                <span className="small muted">{t('cards:teams.odds.winRate')}</span>
                <strong>{percent(state.result.winRate, language)}</strong>
              </div>
              <div className="odds-bar" aria-hidden="true">
                <span className="odds-range" style={{ left: `${state.result.low * 100}%`, width: `${(state.result.high - state.result.low) * 100}%` }} />
                <span className="odds-mark" style={{ left: `${state.result.winRate * 100}%` }} />
              </div>
              <p className="small">{t('cards:teams.odds.range', { low: percent(state.result.low, language), high: percent(state.result.high, language) })}</p>
              <p className="small">{t('cards:teams.odds.record', { ...state.result })}</p>
              <p className="small">{t('cards:teams.odds.rounds', { rounds: state.result.averageRounds.toFixed(1) })}</p>
              <p className="small muted">{t('cards:teams.odds.time', { battles: state.result.battles, seconds: (state.result.elapsedMs / 1000).toFixed(2) })}</p>
              {state.result.winRate < LOW_WIN_RATE && opponent ? <PresetAdvice client={client.current} opponent={opponent.team} winRate={state.result.winRate} /> : null}
            </div>
          ) : null}
          {state.phase === 'cancelled' ? <p className="small muted">{t('cards:teams.odds.cancelled')}</p> : null}
          {state.phase === 'failed' ? <p className="message error small">{t('cards:teams.odds.failed', { message: state.message })}</p> : null}
        </>
      )}
    </section>
  );
}
