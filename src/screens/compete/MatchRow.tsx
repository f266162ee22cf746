import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TournamentMatch } from '../../contracts/tournaments';

/** The side that won a decided match; a top-cut draw advances the higher seed, who is always side `a`. */
export function matchWinner(match: TournamentMatch): 'a' | 'b' | null {
  if (match.result === 'draw') return match.stage === 'cut' ? 'a' : null;
  return match.result;
}

/** One pairing: both names (the winner bold), and a link to watch its battle. */
export function MatchRow({ match }: { match: TournamentMatch }) {
  const { t } = useTranslation('compete');
  const winner = matchWinner(match);
  return (
    <li className="match-row" data-testid="match-row" data-result={match.result ?? 'pending'} data-winner={winner === 'a' ? match.a.playerId : winner === 'b' ? match.b?.playerId : undefined}>
      <span className="names">
        <span className={winner === 'a' ? 'winner' : undefined}>{match.a.name}</span>
        {' – '}
        {match.b ? <span className={winner === 'b' ? 'winner' : undefined}>{match.b.name}</span> : <em>{t('tournaments.bye')}</em>}
        {match.result === 'draw' && match.stage === 'cut' ? <small className="muted"> {t('tournaments.drawAdvances')}</small> : null}
      </span>
      {match.battleId ? <Link className="button secondary" to={`/battle?id=${match.battleId}`} data-testid="watch-match">{t('tournaments.watch')}</Link> : null}
    </li>
  );
}
