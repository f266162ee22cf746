import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { BattleRecord, BattleResult } from '../../../contracts/battles';
import { useMe } from '../../../services/session/useMe';
import { modePath } from '../../main/battleModes';
import { RatingDelta } from '../RatingDelta';
import { RewardList } from '../RewardList';
import { sideName } from '../sideName';
import { StarRow } from '../StarRow';
import { TelegramShare } from '../../shared/TelegramShare';
import { BalanceList } from '../../main/BalanceList';
import { useRewardCelebration } from '../rewards/useRewardCelebration';
import { HomeScreenOffer } from './HomeScreenOffer';
import { useReducedMotion } from './useReducedMotion';
import '../battles.css';
import { WatcherCount } from './WatcherCount';

const FLIP: Record<BattleResult, BattleResult> = { win: 'loss', loss: 'win', draw: 'draw' };

/**
 * A server battle's outcome once playback ends, under the result banner (which says Victory, Defeat or who won):
 * the mode and sides, stars and first clear, rewards, rating changes and stamina; then the next step (next stage or
 * floor, again, the history). Right after the player fought it, the result celebrates: stars pop one by one, the
 * first clear bursts in, rewards count up and fly into the balances at the top, which count on.
 */
export function ServerResult({ record }: { record: BattleRecord }) {
  const { t } = useTranslation(['battle', 'modes']);
  const me = useMe();
  const myId = me.data?.account.id ?? null;
  const defending = myId !== null && myId === record.opponent.playerId;
  const attacking = myId !== null && myId === record.attacker.playerId;
  const result = defending ? FLIP[record.result] : record.result;
  const won = record.result === 'win';
  const { i18n } = useTranslation();
  const location = useLocation();
  const justFought = attacking && (location.state as { justFought?: boolean } | null)?.justFought === true;
  const reducedMotion = useReducedMotion();
  const plain = new Intl.NumberFormat(i18n.resolvedLanguage);
  const balances = me.data?.balances ?? null;
  const celebration = useRewardCelebration({
    stars: record.stars ?? 0,
    rewards: defending ? [] : record.rewards,
    balances,
    celebrate: justFought && won,
    reducedMotion,
    format: (value) => plain.format(value),
  });
  const rewardedCurrencies = defending ? [] : record.rewards.map((leg) => leg.currency);
  // A tournament pairing is not started by a player: nothing to play again.
  const again = record.mode === 'tournament' ? null : record.mode === 'campaign' && record.stageId ? `/activity-levels?stage=${record.stageId}` : modePath(record.mode);
  return (
    <section className={`card server-result ${result}`} data-testid="server-result" data-result={result} data-celebration={celebration.phase} aria-label={t('server.title')}>
      {balances && rewardedCurrencies.length > 0 ? (
        <div ref={(element) => { celebration.balancesRef.current = element; }} data-testid="result-balances">
          <BalanceList balances={balances} currencies={rewardedCurrencies} shown={celebration.shownBalances} landed={celebration.landed} className="result-balances" />
        </div>
      ) : null}
      <div className="server-result-head">
        <span className="small muted">
          {t(`modes:mode.${record.mode}`)} · {t('server.versus', { attacker: sideName(record.attacker, t), opponent: sideName(record.opponent, t, 'versus') })}
        </span>
        {myId !== null ? <WatcherCount battleId={record.id} /> : null}
      </div>
      <dl className="server-result-facts">
        {record.stars !== null ? (
          <div><dt>{t('server.stars')}</dt><dd><StarRow stars={record.stars} popped={celebration.popped} />{record.firstClear && celebration.popped >= record.stars ? <span className={`first-clear${justFought ? ' celebrate' : ''}`} data-testid="first-clear">{t('server.firstClear')}</span> : null}</dd></div>
        ) : null}
        {record.floor !== null ? <div><dt>{t('server.floor')}</dt><dd>{record.floor}</dd></div> : null}
        {!defending ? <div><dt>{t('server.rewards')}</dt><dd data-testid="battle-rewards"><RewardList rewards={record.rewards} counting={{ legRef: celebration.legRef, done: celebration.phase === 'done' }} /></dd></div> : null}
        {record.attackerRating ? <div><dt>{t('server.rating', { name: sideName(record.attacker, t) })}</dt><dd data-testid="attacker-rating"><RatingDelta change={record.attackerRating} /></dd></div> : null}
        {record.defenderRating ? <div><dt>{t('server.rating', { name: sideName(record.opponent, t) })}</dt><dd data-testid="defender-rating"><RatingDelta change={record.defenderRating} /></dd></div> : null}
        {!defending && record.staminaCost > 0 ? <div><dt>{t('server.stamina')}</dt><dd>−{record.staminaCost}</dd></div> : null}
      </dl>
      {attacking && won && record.mode === 'campaign' && record.firstClear ? <HomeScreenOffer /> : null}
      {(attacking || defending) && result === 'win' ? <TelegramShare subject={{ kind: 'battle', battleId: record.id }} /> : null}
      <div className="row">
        {attacking && won && record.mode === 'campaign' ? <Link className="button" to={record.stageId ? `/activity-levels?after=${record.stageId}` : '/activity-levels'} data-testid="next-stage">{t('server.nextStage')}</Link> : null}
        {attacking && won && record.mode === 'tower' ? <Link className="button" to="/infinite-level-battle" data-testid="next-floor">{t('server.nextFloor')}</Link> : null}
        {attacking && again ? <Link className={`button${won && (record.mode === 'campaign' || record.mode === 'tower') ? ' secondary' : ''}`} to={again} data-testid="again">{t('server.again')}</Link> : null}
        {myId !== null ? <Link className="button secondary" to="/my-battles">{t('server.history')}</Link> : null}
      </div>
      {myId !== null ? (
        <Link className="server-result-report" to={`/submit-user-issue?battle=${encodeURIComponent(record.id)}`} data-testid="report-battle">
          {t('server.report')}
        </Link>
      ) : null}
    </section>
  );
}
