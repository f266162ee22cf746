import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TournamentMatch } from '../../contracts/tournaments';

/** One pairing: both names (the winner bold), and a link to watch its battle. */
export function MatchRow({ match }: { match: TournamentMatch }) {
  const { t } = useTranslation('compete');
  return (
    <li className="match-row" data-testid="match-row">
      <span className="names">
        <span className={match.result === 'a' ? 'winner' : undefined}>{match.a.name}</span>
        {' – '}
        {match.b ? <span className={match.result === 'b' ? 'winner' : undefined}>{match.b.name}</span> : <em>{t('tournaments.bye')}</em>}
      </span>
      {match.battleId ? <Link className="button secondary" to={`/battle?id=${match.battleId}`}>{t('tournaments.watch')}</Link> : null}
    </li>
  );
}
