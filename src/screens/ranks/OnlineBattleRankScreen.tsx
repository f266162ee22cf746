import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { RatingRankRow } from '../../contracts/battles';
import { RankingTable } from './RankingTable';
import { RanksScreen } from './RanksScreen';

const RatingChart = lazy(() => import('./RatingChart'));

/** /online-battle-rank: players by PvP rating (wins, losses), with the player's rating history chart. */
export default function OnlineBattleRankScreen() {
  const { t } = useTranslation('modes');
  return (
    <RanksScreen titleKey="onlineBattleRank">
      <Suspense fallback={<section className="card rating-chart" aria-busy="true" />}>
        <RatingChart />
      </Suspense>
      <RankingTable<'rating', RatingRankRow>
        kind="rating"
        columns={{
          headers: [t('ranks.rating'), t('ranks.wins'), t('ranks.losses')],
          cells: (r) => [<strong key="r">{r.rating}</strong>, r.wins, r.losses],
          data: (r) => ({ rating: r.rating }),
        }}
      />
    </RanksScreen>
  );
}
