import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BattleHistoryEntry } from '../../../contracts/battles';
import { GameIcon } from '../../main/GameIcon';
import { BATTLE_MODES } from '../../main/battleModes';
import { battlePath } from '../battlePath';
import { RatingDelta } from '../RatingDelta';
import { RewardList } from '../RewardList';
import { sideName } from '../sideName';
import { StarRow } from '../StarRow';
import { timeAgo } from './timeAgo';

/** One battle of /my-battles: mode, opponent, result, rewards, rating change and when; it opens the replay. */
export function HistoryRow({ entry, now }: { entry: BattleHistoryEntry; now: number }) {
  const { t, i18n } = useTranslation(['modes']);
  const icon = BATTLE_MODES.find((m) => m.key === entry.mode)?.icon ?? 'battle';
  return (
    <li>
      <Link className={`history-row ${entry.result}`} to={battlePath(entry.id)} data-testid="history-row" data-id={entry.id} data-mode={entry.mode} data-role={entry.role} data-result={entry.result}>
        <GameIcon name={icon} className="history-icon" />
        <span className="history-main">
          <span className="history-title">
            <strong className={`result-badge ${entry.result}`}>{t(`history.result.${entry.result}`)}</strong>
            <span>{t('history.versus', { opponent: sideName(entry.opponent, t, 'versus') })}</span>
          </span>
          <span className="small muted">
            {t(`mode.${entry.mode}`)}
            {entry.role === 'defender' ? <> · <span className="defended" data-testid="defended">{t('history.defended')}</span></> : null}
            {' · '}
            <time dateTime={entry.createdAt}>{timeAgo(entry.createdAt, now, i18n.resolvedLanguage ?? 'en')}</time>
          </span>
        </span>
        <span className="history-gains small">
          {entry.stars !== null ? <StarRow stars={entry.stars} /> : null}
          {entry.rating ? <RatingDelta change={entry.rating} /> : null}
          {entry.role === 'attacker' ? <RewardList rewards={entry.rewards} /> : null}
        </span>
      </Link>
    </li>
  );
}
