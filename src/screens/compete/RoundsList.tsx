import { useTranslation } from 'react-i18next';
import type { TournamentDetail } from '../../contracts/tournaments';
import { MatchRow } from './MatchRow';

/** Every round played, newest first, with its pairings. */
export function RoundsList({ tournament }: { tournament: TournamentDetail }) {
  const { t } = useTranslation('compete');
  const rounds = [...new Set(tournament.matches.map((m) => m.round))].sort((a, b) => b - a);
  if (rounds.length === 0) return <p className="muted">{t('tournaments.noRounds')}</p>;
  return (
    <div className="stack">
      {rounds.map((round) => {
        const matches = tournament.matches.filter((m) => m.round === round);
        const cut = matches[0]?.stage === 'cut';
        return (
          <section key={round} className="card stack" data-testid="round">
            <h3>{cut ? t(`tournaments.cutRound.${round - tournament.swissRounds}`) : t('tournaments.round', { round })}</h3>
            <ul className="match-list">{matches.map((m) => <MatchRow key={m.table} match={m} />)}</ul>
          </section>
        );
      })}
    </div>
  );
}
