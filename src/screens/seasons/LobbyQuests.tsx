import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useClaimQuest, useClaimStreak, useQuests } from '../../services/quests';
import { formatCountdown } from '../../services/session/formatCountdown';
import { RewardList } from '../battles/RewardList';
import { refusalText } from '../shared/refusalText';
import './seasons.css';

/** Re-renders every second while mounted (the countdown to UTC midnight). */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The lobby's daily-quests card: today's three quests with progress and a claim button each, the login streak and
 * its reward, and the time to UTC midnight (when both turn). Its height is fixed from the first paint.
 */
export function LobbyQuests() {
  const { t } = useTranslation(['seasons', 'ui']);
  const board = useQuests();
  const claimQuest = useClaimQuest();
  const claimStreak = useClaimStreak();
  const now = useNow();
  const data = board.data;
  const error = claimQuest.error ?? claimStreak.error;
  return (
    <section className="card lobby-quests" aria-label={t('quests.title')} aria-busy={!data} data-testid="lobby-quests">
      <div className="lobby-quests-head">
        <h2>{t('quests.title')}</h2>
        {data ? <span className="small muted" data-testid="quests-countdown">{t('quests.newIn', { time: formatCountdown(Date.parse(data.nextDayAt) - now) })}</span> : null}
        <Link className="small" to="/season">{t('season.open')}</Link>
      </div>
      {data ? (
        <>
          <ul className="quest-list">
            {data.quests.map((q) => {
              const done = q.progress >= q.target;
              return (
                <li key={q.slot} className="quest" data-testid="quest" data-quest={q.quest} data-progress={q.progress} data-claimed={q.claimed}>
                  <div className="quest-text">
                    <span className="quest-name">{t(`quests.pool.${q.quest}`, { count: q.target })}</span>
                    <progress max={q.target} value={q.progress} aria-label={t('quests.progress', { progress: q.progress, target: q.target })} />
                  </div>
                  <span className="quest-count small">{q.progress}/{q.target}</span>
                  {q.claimed ? (
                    <span className="quest-claimed small muted">{t('quests.claimed')}</span>
                  ) : (
                    <button type="button" className="button secondary quest-claim" disabled={!done || claimQuest.isPending} onClick={() => claimQuest.mutate(q.slot)}>
                      {done ? <RewardList rewards={q.reward} /> : t('quests.claim')}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
          <div className="streak" data-testid="streak" data-length={data.streak.length} data-claimed={data.streak.claimedToday}>
            <span className="small">{t('quests.streak', { count: data.streak.length })}</span>
            {data.streak.claimedToday ? (
              <span className="small muted">{t('quests.streakTaken')}</span>
            ) : (
              <button type="button" className="button" disabled={claimStreak.isPending} onClick={() => claimStreak.mutate()} data-testid="claim-streak">
                {t('quests.takeStreak')} <RewardList rewards={data.streak.reward} />
              </button>
            )}
          </div>
          {error ? <p className="small error" role="alert">{refusalText(error, t, ['seasons', 'ui'])}</p> : null}
        </>
      ) : null}
    </section>
  );
}

export default LobbyQuests;
