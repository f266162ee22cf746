import { useTranslation } from 'react-i18next';
import type { Currency } from '../../../contracts/accounts/currency';
import { EconomyIcon } from './EconomyIcon';

/** An amount of one currency: its icon, the number in the player's locale, the currency's name in the count's form (ru "50 золота"). */
export function CurrencyAmount({ currency, amount, sign = '', testId }: { currency: Currency; amount: number; sign?: '+' | '−' | ''; testId?: string }) {
  const { t, i18n } = useTranslation('economy');
  return (
    <span className={`currency-amount ${currency}`} data-testid={testId}>
      <EconomyIcon name={currency} />
      <strong>
        {sign}
        {new Intl.NumberFormat(i18n.resolvedLanguage).format(amount)}
      </strong>
      <span className="currency-name">{t(`convert.units.${currency}`, { count: amount })}</span>
    </span>
  );
}
