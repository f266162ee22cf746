import { useTranslation } from 'react-i18next';
import type { Currency } from '../../contracts/accounts/currency';
import type { BattleReward } from '../../contracts/battles';

/** A reward list that counts up: where each amount is written while it counts, and whether it is over. */
export interface RewardCounting {
  legRef(currency: Currency): (element: HTMLElement | null) => void;
  done: boolean;
}

/**
 * A battle's rewards as "+120 Coins · +2 Fragments" (each currency worded by ui:header.currencies), or "nothing".
 * With `counting`, each amount starts at +0 and its element is handed over to be counted up (useRewardCelebration).
 */
export function RewardList({ rewards, className = '', counting }: { rewards: BattleReward; className?: string; counting?: RewardCounting }) {
  const { t, i18n } = useTranslation(['ui', 'modes']);
  const number = new Intl.NumberFormat(i18n.resolvedLanguage, { signDisplay: 'always' });
  if (rewards.length === 0) return <span className={`reward-list none ${className}`}>{t('modes:reward.none')}</span>;
  const from = (amount: number) => (counting && !counting.done ? 0 : amount);
  return (
    <span className={`reward-list ${className}`}>
      {rewards.map((leg) => (
        <span key={leg.currency} className={`reward-leg ${leg.currency}`} data-currency={leg.currency} data-amount={leg.amount}>
          <span className="reward-amount" ref={counting?.legRef(leg.currency)} data-value={from(leg.amount)}>{number.format(from(leg.amount))}</span>{' '}
          {t(`ui:header.currencies.${leg.currency}`)}
        </span>
      ))}
    </span>
  );
}
