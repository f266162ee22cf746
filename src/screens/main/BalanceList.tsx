import { useTranslation } from 'react-i18next';
import type { Balances, Currency } from '../../contracts/accounts/currency';
import './balanceList.css';

/** Balance order in the header: the hard currency first. */
export const BALANCE_ORDER: readonly Currency[] = ['gold_coin', 'game_coin', 'invite_points', 'fragments'];

/**
 * The header's balances (the main screen's and the battle result's). `shown` overrides a balance's number while it
 * counts (a reward landing); each balance carries `data-currency` so a flying reward can find it.
 */
export function BalanceList({ balances, currencies = BALANCE_ORDER, shown, landed, className = '' }: {
  balances: Balances;
  currencies?: readonly Currency[];
  shown?: Partial<Record<Currency, number>>;
  /** Balances a reward has just landed on (they bounce). */
  landed?: ReadonlySet<Currency>;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  return (
    <dl className={`balances ${className}`}>
      {currencies.map((currency) => (
        <div key={currency} className={`balance ${currency}${landed?.has(currency) ? ' landed' : ''}`} data-currency={currency} data-value={shown?.[currency] ?? balances[currency]}>
          <dt className="stat-label">{t(`header.currencies.${currency}`)}</dt>
          <dd>{number.format(shown?.[currency] ?? balances[currency])}</dd>
        </div>
      ))}
    </dl>
  );
}
