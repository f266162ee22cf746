import { useTranslation } from 'react-i18next';
import { useSeedCommit } from '../../services/battles';
import { BattleLaunch } from './launch/BattleLaunch';
import { DailyLimit, dailyBlock } from './launch/DailyLimit';
import { ModeScreen, type ModesData } from './launch/ModeScreen';

function RandomTeams({ data }: { data: ModesData }) {
  const { t } = useTranslation('modes');
  const commit = useSeedCommit('random_team', true);
  const terms = data.modes.find((m) => m.mode === 'random_team');
  return (
    <>
      {terms?.daily ? <div className="mode-stats"><DailyLimit daily={terms.daily} /></div> : null}
      <BattleLaunch
        mode="random_team"
        opponent={null}
        commit={commit}
        blocked={dailyBlock(terms?.daily, t)}
        terms={{ staminaCost: terms?.staminaCost ?? 0, winReward: terms?.winReward ?? [], lossReward: terms?.lossReward ?? [] }}
      />
    </>
  );
}

/** /random-team-battle: both sides get random balanced teams from the whole card set; terms, then Fight. */
export default function RandomTeamBattleScreen() {
  return <ModeScreen mode="random_team">{(data) => <RandomTeams data={data} />}</ModeScreen>;
}
