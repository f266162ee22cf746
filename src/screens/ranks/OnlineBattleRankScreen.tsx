import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RatingRankRow } from '../../contracts/battles';
import { RankingTable } from './RankingTable';
import { RanksScreen } from './RanksScreen';
import { PastSeasonTable } from '../seasons/PastSeasonTable';
import { SeasonPicker } from '../seasons/SeasonPicker';
import { useMe } from '../../services/session/useMe';

const RatingChart = lazy(() => import('./RatingChart'));

/**
 * /online-battle-rank: players by PvP rating (wins, losses) this season, with the player's rating history chart; the
 * season picker shows a finished season's final standing instead.
 */
export default function OnlineBattleRankScreen() {
  const { t } = useTranslation('modes');
  const me = useMe();
  const [season, setSeason] = useState<number | null>(null);
  return (
    <RanksScreen titleKey="onlineBattleRank">
      {me.data ? <SeasonPicker value={season} onChange={setSeason} /> : null}
      {season !== null ? (
        <PastSeasonTable season={season} />
      ) : (
        <>
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
        </>
      )}
    </RanksScreen>
  );
}
