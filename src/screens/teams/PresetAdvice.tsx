import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { WIN_ODDS_BATTLES, type WinOddsInput } from '../../contracts/battles/winOdds';
import { presetTeams } from '../../rules/teams/presetTeams';
import type { Family } from '../../engine';
import type { WinOddsClient } from '../../services/battles/winOddsClient';
import { useOwnedCards } from '../../services/cards';

/** Below this win rate the editor calls the odds low and looks for a better preset. */
export const LOW_WIN_RATE = 0.4;

type Advice = { phase: 'checking' } | { phase: 'done'; best: { family: Family; winRate: number } | null };

const percent = (value: number, language: string) => new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(value);

/**
 * Under a low win-odds result: says so, then plays each of the player's presets against the same opponent with the
 * same preview (the workers, {@link WIN_ODDS_BATTLES} seeded battles each, one preset after another) and names the
 * one that scores best, with a link to it, or says none does better than the team on the board.
 */
export function PresetAdvice({ client, opponent, winRate }: { client: WinOddsClient | null; opponent: WinOddsInput['opponent']; winRate: number }) {
  const { t, i18n } = useTranslation(['teamAdvice', 'units']);
  const owned = useOwnedCards();
  const presets = useMemo(() => presetTeams((owned.data?.cards ?? []).filter((c) => c.lockedBy !== 'market')), [owned.data]);
  const [advice, setAdvice] = useState<Advice>({ phase: 'checking' });
  useEffect(() => {
    if (!client || presets.length === 0) return;
    let cancelled = false;
    let current: { cancel(): void } | null = null;
    setAdvice({ phase: 'checking' });
    void (async () => {
      let best: { family: Family; winRate: number } | null = null;
      for (const preset of presets) {
        const team = { units: preset.units.map(({ cardId, level, position }) => ({ cardId, level, position })) };
        const run = client.run({ team, opponent, battles: WIN_ODDS_BATTLES, seed: 1 }, () => undefined);
        current = run;
        const result = await run.done.catch(() => null);
        if (cancelled) return;
        if (result && (!best || result.winRate > best.winRate)) best = { family: preset.family, winRate: result.winRate };
      }
      setAdvice({ phase: 'done', best: best && best.winRate > winRate ? best : null });
    })();
    return () => {
      cancelled = true;
      current?.cancel();
    };
  }, [client, presets, opponent, winRate]);

  const language = i18n.language;
  return (
    <div className="message odds-advice" data-testid="odds-advice" data-phase={advice.phase} role="status">
      <p><strong>{t('odds.low', { rate: percent(winRate, language) })}</strong></p>
      {advice.phase === 'checking' ? (
        <p className="small muted">{t('odds.checking')}</p>
      ) : advice.best ? (
        <p className="small" data-testid="odds-advice-best" data-family={advice.best.family}>
          {t('odds.best', { family: t(`units:family.${advice.best.family}`), rate: percent(advice.best.winRate, language) })}{' '}
          <Link to={`/preset-teams?family=${advice.best.family}`}>{t('odds.use')}</Link>
        </p>
      ) : (
        <p className="small">{t('odds.noBetter')}</p>
      )}
    </div>
  );
}
