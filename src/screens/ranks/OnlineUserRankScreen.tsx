import { useTranslation } from 'react-i18next';
import type { UserRankRow } from '../../contracts/battles';
import { RankingTable } from './RankingTable';
import { RanksScreen } from './RanksScreen';

/** /online-user-rank: players by campaign stars, then best tower floor. */
export default function OnlineUserRankScreen() {
  const { t } = useTranslation('modes');
  return (
    <RanksScreen titleKey="onlineUserRank">
      <RankingTable<'users', UserRankRow>
        kind="users"
        columns={{
          headers: [t('ranks.stars'), t('ranks.floor')],
          cells: (r) => [<strong key="s">★ {r.campaignStars}</strong>, r.bestFloor],
          data: (r) => ({ stars: r.campaignStars, floor: r.bestFloor }),
        }}
      />
    </RanksScreen>
  );
}
