import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RANKING_PAGE_SIZE } from '../../services/rankings';
import { useSeasonRanking } from '../../services/seasons';
import { ApiErrorMessage } from '../shared/ApiErrorMessage';
import { LeagueBadge } from './LeagueBadge';
import { RankingPager } from '../ranks/RankingPager';
import '../ranks/ranks.css';

/** A finished season's final standing: rank, player, league, final rating, wins and losses, paginated; the player's row highlighted. */
export function PastSeasonTable({ season }: { season: number }) {
  const { t } = useTranslation(['modes', 'seasons', 'ui']);
  const [page, setPage] = useState(1);
  const ranking = useSeasonRanking(season, page);
  if (ranking.isError) return <ApiErrorMessage error={ranking.error} onRetry={() => void ranking.refetch()} />;
  const data = ranking.data;
  if (!data) return <p className="loading">{t('ui:app.loading')}</p>;
  const pages = Math.max(1, Math.ceil(data.total / RANKING_PAGE_SIZE));
  const own = data.own;
  return (
    <section className="ranking" data-testid="past-season-ranking" data-season={season}>
      <div className="ranking-bar">
        {own ? <span className="small">{t('seasons:season.finalRank', { rank: own.rank, rating: own.rating })} <LeagueBadge league={own.league} /></span> : <span className="small muted">{t('seasons:season.unranked')}</span>}
      </div>
      {data.items.length === 0 ? <p className="card muted">{t('ranks.empty')}</p> : (
        <div className="ranking-scroll">
          <table className="ranking-table">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t('ranks.player')}</th>
                <th scope="col">{t('seasons:season.league')}</th>
                <th scope="col" className="num">{t('ranks.rating')}</th>
                <th scope="col" className="num">{t('seasons:season.record')}</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((r) => (
                <tr key={r.playerId} className={own?.playerId === r.playerId ? 'own' : undefined} data-testid={own?.playerId === r.playerId ? 'own-row' : 'rank-row'} data-rank={r.rank} data-rating={r.rating} data-league={r.league}>
                  <td className="rank-place">{r.rank <= 3 ? <span className={`medal m${r.rank}`}>{r.rank}</span> : r.rank}</td>
                  <td className="rank-name">{r.displayName}{own?.playerId === r.playerId ? <span className="you">{t('ranks.you')}</span> : null}</td>
                  <td><LeagueBadge league={r.league} /></td>
                  <td className="num"><strong>{r.rating}</strong></td>
                  <td className="num" data-wins={r.wins} data-losses={r.losses}>{r.wins}–{r.losses}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <RankingPager page={page} pages={pages} onPage={setPage} />
    </section>
  );
}
