import { useTranslation } from 'react-i18next';
import { useSeedCommit } from '../../services/battles';
import { BattleLaunch } from './launch/BattleLaunch';
import { ModeScreen, type ModesData } from './launch/ModeScreen';

function Tower({ data }: { data: ModesData }) {
  const { t } = useTranslation('modes');
  const commit = useSeedCommit('tower', true);
  const { tower } = data;
  const terms = data.modes.find((m) => m.mode === 'tower');
  return (
    <>
      <div className="mode-stats">
        <div className="mode-stat"><span className="small muted">{t('tower.best')}</span><strong data-testid="best-floor">{tower.bestFloor}</strong></div>
        <div className="mode-stat"><span className="small muted">{t('tower.next')}</span><strong data-testid="next-floor">{tower.nextFloor}</strong></div>
        <div className="mode-stat"><span className="small muted">{t('tower.enemyLevel')}</span><strong>{tower.nextEnemyLevel}</strong></div>
      </div>
      <BattleLaunch
        mode="tower"
        opponent={tower.nextEnemy}
        commit={commit}
        terms={{ staminaCost: terms?.staminaCost ?? 0, winReward: tower.nextReward, lossReward: terms?.lossReward ?? [] }}
      />
    </>
  );
}

/** /infinite-level-battle: the endless tower: best floor, the next floor's enemy, terms and odds, then Fight. */
export default function InfiniteLevelBattleScreen() {
  return <ModeScreen mode="tower">{(data) => <Tower data={data} />}</ModeScreen>;
}
