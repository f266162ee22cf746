import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSeedCommit } from '../../services/battles';
import { BattleLaunch } from './launch/BattleLaunch';
import { DailyLimit, dailyBlock } from './launch/DailyLimit';
import { ModeScreen, type ModesData } from './launch/ModeScreen';
import { OfferCountdown } from './launch/OfferCountdown';
import { sideName } from './sideName';

function PlayerVersusPlayer({ data }: { data: ModesData }) {
  const { t } = useTranslation('modes');
  const commit = useSeedCommit('pvp', true);
  const terms = data.modes.find((m) => m.mode === 'pvp');
  const opponent = commit.data?.opponent ?? null;
  const { refetch } = commit;
  const nextOffer = useCallback(() => void refetch(), [refetch]);
  return (
    <>
      <div className="mode-stats">
        <div className="mode-stat"><span className="small muted">{t('pvp.rating')}</span><strong data-testid="my-rating">{data.pvp.rating}</strong></div>
        {terms?.daily ? <DailyLimit daily={terms.daily} /> : null}
      </div>
      {data.pvp.hasDefenceTeam ? null : (
        <p className="message small">{t('pvp.noDefence')} <Link to="/my-team">{t('pvp.setDefence')}</Link></p>
      )}
      <section className="card opponent" data-testid="opponent" data-kind={opponent?.side.kind ?? ''} aria-busy={!opponent}>
        <span className="small muted">{t('pvp.opponent')}</span>
        {opponent ? (
          <div className="opponent-row">
            <strong data-testid="opponent-name" translate="no">{sideName(opponent.side, t)}</strong>
            <span>{t('pvp.opponentRating', { rating: opponent.rating })}</span>
          </div>
        ) : <span className="muted">{t('pvp.matching')}</span>}
        {opponent && commit.data ? <OfferCountdown expiresAt={commit.data.expiresAt} onExpired={nextOffer} /> : null}
      </section>
      <BattleLaunch
        mode="pvp"
        opponent={opponent?.team ?? null}
        commit={commit}
        blocked={dailyBlock(terms?.daily, t)}
        terms={{ staminaCost: terms?.staminaCost ?? 0, winReward: terms?.winReward ?? [], lossReward: terms?.lossReward ?? [] }}
      />
    </>
  );
}

/**
 * /random-player-battle: asynchronous PvP: rating, daily battles left, the offered opponent's team and odds (the
 * offer holds until fought or until its countdown ends: there is no re-roll), then Fight.
 */
export default function RandomPlayerBattleScreen() {
  return <ModeScreen mode="pvp">{(data) => <PlayerVersusPlayer data={data} />}</ModeScreen>;
}
