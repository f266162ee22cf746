import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TournamentDetail, TournamentMatch } from '../../contracts/tournaments';

/** One player's result in a match: win, loss, draw or bye. */
function resultOf(match: TournamentMatch, playerId: string): 'win' | 'loss' | 'draw' | 'bye' {
  if (match.b === null) return 'bye';
  if (match.result === 'draw') return 'draw';
  const mine = match.a.playerId === playerId ? 'a' : 'b';
  return match.result === mine ? 'win' : 'loss';
}

/**
 * The standings: place, player, points, Buchholz, record, prize, and each round's result as a chip that opens its
 * battle in the viewer (a bye has none).
 */
export function StandingsTable({ tournament, myId }: { tournament: TournamentDetail; myId: string | null }) {
  const { t } = useTranslation('compete');
  // A finished tournament's prize place that paid nothing: fair play withheld it (docs/TOURNAMENTS.md "Fair play").
  const withheld = (rank: number) => tournament.status === 'finished' && (tournament.prizes[rank - 1] ?? 0) > 0;
  if (tournament.standings.length === 0) return <p className="muted">{t('tournaments.standings.empty')}</p>;
  return (
    <div className="ranking-scroll">
      <table className="ranking-table standings-table" data-testid="standings">
        <thead>
          <tr>
            <th>{t('tournaments.standings.rank')}</th>
            <th>{t('tournaments.standings.player')}</th>
            <th className="num">{t('tournaments.standings.score')}</th>
            <th className="num">{t('tournaments.standings.buchholz')}</th>
            <th className="record">{t('tournaments.standings.record')}</th>
            <th>{t('tournaments.standings.results')}</th>
            <th className="num">{t('tournaments.standings.prize')}</th>
          </tr>
        </thead>
        <tbody>
          {tournament.standings.map((s) => {
            const matches = tournament.matches.filter((m) => m.a.playerId === s.playerId || m.b?.playerId === s.playerId);
            return (
              <tr key={s.playerId} className={s.playerId === myId ? 'own' : undefined} data-testid="standing-row" data-rank={s.rank}>
                <td className="rank-place">{s.rank <= 3 && tournament.status === 'finished' ? <span className={`medal m${s.rank}`}>{s.rank}</span> : s.rank}</td>
                <td className="rank-name"><Link to={`/spectate?player=${s.playerId}`}>{s.name}</Link></td>
                <td className="num"><strong>{s.score}</strong></td>
                <td className="num">{s.buchholz}</td>
                <td className="record">{`${s.wins}-${s.draws}-${s.losses}`}</td>
                <td>
                  <span className="results">
                    {matches.map((m) => {
                      const result = resultOf(m, s.playerId);
                      const opponent = m.a.playerId === s.playerId ? m.b : m.a;
                      const chip = t(`tournaments.result.${result}`);
                      return m.battleId ? (
                        <Link key={m.round} className={`result-chip ${result}`} to={`/battle?id=${m.battleId}`} title={t('tournaments.resultTitle', { round: m.round, opponent: opponent?.name ?? '' })} data-testid="result-chip">
                          {chip}
                        </Link>
                      ) : (
                        <span key={m.round} className="result-chip" title={t('tournaments.bye')}>{chip}</span>
                      );
                    })}
                  </span>
                </td>
                <td className="num">
                  {s.prize > 0 ? s.prize : withheld(s.rank) ? <span className="small muted" title={t('tournaments.standings.withheldWhy')}>{t('tournaments.standings.withheld')}</span> : ''}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
