import { useTranslation } from 'react-i18next';
import type { BattleReward } from '../../contracts/battles';

/** A battle's rewards as "+120 coins · +2 fragments" (each leg through a plural: «+120 монет», «+1 осколок»), or "nothing". */
export function RewardList({ rewards, className = '' }: { rewards: BattleReward; className?: string }) {
  const { t, i18n } = useTranslation(['ui', 'modes']);
  const number = new Intl.NumberFormat(i18n.resolvedLanguage, { signDisplay: 'always' });
  if (rewards.length === 0) return <span className={`reward-list none ${className}`}>{t('modes:reward.none')}</span>;
  return (
    <span className={`reward-list ${className}`}>
      {rewards.map((leg) => (
        <span key={leg.currency} className={`reward-leg ${leg.currency}`} data-currency={leg.currency} data-amount={leg.amount}>
          {t(`modes:reward.leg.${leg.currency}`, { count: leg.amount, amount: number.format(leg.amount) })}
        </span>
      ))}
    </span>
  );
}
