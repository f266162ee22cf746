import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TournamentSummary } from '../../contracts/tournaments';
import { formatDateTime } from '../shared/formatDate';
import { rulesText, totalRounds } from './tournamentText';

/** A tournament in the list: name, status, players, fee, prizes, start, rules; opens its page. */
export function TournamentCard({ tournament }: { tournament: TournamentSummary }) {
  const { t, i18n } = useTranslation(['compete', 'units']);
  const tt = tournament;
  return (
    <article className="card compete-card" data-testid="tournament-card" data-status={tt.status}>
      <div className="row" style={{ justifyContent: 'space-between' }}>
        <h2>{tt.name}</h2>
        <span className={`compete-badge ${tt.status}`}>{t(`tournaments.status.${tt.status}`)}</span>
      </div>
      <ul className="compete-facts">
        <li>{t(`tournaments.kind.${tt.kind}`)}</li>
        <li>{t('tournaments.players', { count: tt.players, max: tt.maxPlayers })}</li>
        <li>{tt.entryFee > 0 ? t('tournaments.fee', { amount: tt.entryFee }) : t('tournaments.free')}</li>
        {tt.status === 'open' ? <li>{t('tournaments.startsAt', { time: formatDateTime(tt.startsAt, i18n.language) })}</li> : null}
        {tt.status === 'running' ? <li>{t('tournaments.progress', { played: tt.roundsPlayed, total: totalRounds(tt) })}</li> : null}
        {tt.topCut ? <li>{t('tournaments.topCut')}</li> : null}
      </ul>
      <p className="small">{tt.prizes.some((p) => p > 0) ? t('tournaments.prizes', { list: tt.prizes.filter((p) => p > 0).join(' / ') }) : t('tournaments.noPrizes')}</p>
      <p className="small muted">{rulesText(tt.rules, t)}</p>
      <div className="row">
        <Link className="button" to={`/tournament?id=${tt.id}`} data-testid="open-tournament">{t('tournaments.details')}</Link>
        {tt.joined ? <span className="compete-badge live">{t('tournaments.joined')}</span> : null}
      </div>
    </article>
  );
}
