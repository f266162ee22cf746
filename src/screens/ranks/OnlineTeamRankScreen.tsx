import { useTranslation } from 'react-i18next';
import { cardArtPath } from '../../contracts/art/artPaths';
import type { TeamRankRow } from '../../contracts/battles';
import { teamName } from '../teams/teamName';
import { RankingTable } from './RankingTable';
import { RanksScreen } from './RanksScreen';

/** /online-team-rank: saved teams by battle wins, then power, with their portraits (a team's name is its player's own words: not translated, unless it is still a name the game gave). */
export default function OnlineTeamRankScreen() {
  const { t } = useTranslation(['modes', 'units', 'cards']);
  return (
    <RanksScreen titleKey="onlineTeamRank">
      <RankingTable<'teams', TeamRankRow>
        kind="teams"
        columns={{
          headers: [t('ranks.team'), t('ranks.wins'), t('ranks.power')],
          cells: (r) => [
            <span key="t" className="team-cell" title={teamName(r.teamName, r.teamSlot, t)} translate="no">
              {r.cardIds.slice(0, 6).map((id, i) => <img key={`${id}-${i}`} src={cardArtPath(id)} alt={t(`units:card.${id}.name`)} width={22} height={22} loading="lazy" />)}
            </span>,
            <strong key="w">{r.wins}/{r.battles}</strong>,
            r.power,
          ],
          data: (r) => ({ wins: r.wins, slot: r.teamSlot }),
          key: (r) => `${r.playerId}:${r.teamSlot}`,
        }}
      />
    </RanksScreen>
  );
}
