import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Currency } from '../../contracts/accounts/currency';
import type { BattleReward } from '../../contracts/battles';

/** A reward list that counts up: where each amount is written while it counts, and whether it is over. */
export interface RewardCounting {
  legRef(currency: Currency): (element: HTMLElement | null) => void;
  done: boolean;
}

/** Stands in for the amount in a leg's text, so the counting number can sit where each language puts it. */
const AMOUNT_MARK = '\u0000';

/**
 * A battle's rewards as "+120 coins · +2 fragments" (each leg through a plural: «+120 монет», «+1 осколок»), or
 * "nothing". With `counting`, each amount starts at +0 and its element is handed over to be counted up
 * (useRewardCelebration); the words already take the final amount's plural form.
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
          {legParts(t(`modes:reward.leg.${leg.currency}`, { count: leg.amount, amount: AMOUNT_MARK }), (
            <span className="reward-amount" ref={counting?.legRef(leg.currency)} data-value={from(leg.amount)}>{number.format(from(leg.amount))}</span>
          ))}
        </span>
      ))}
    </span>
  );
}

/** A leg's words around its amount: the text before the mark, the amount element, the text after. */
function legParts(text: string, amount: ReactNode): ReactNode {
  const at = text.indexOf(AMOUNT_MARK);
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      {amount}
      {text.slice(at + AMOUNT_MARK.length)}
    </>
  );
}
