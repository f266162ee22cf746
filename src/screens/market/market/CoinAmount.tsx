import { useTranslation } from 'react-i18next';

/** An amount of game coin: the number in the player's locale after a coin mark; the unit is there for screen readers. */
export function CoinAmount({ amount, sign = '' }: { amount: number; sign?: '+' | '−' | '' }) {
  const { t, i18n } = useTranslation('economy');
  return (
    <span className="coin-amount">
      <span className="coin-mark" aria-hidden="true" />
      {sign}
      {new Intl.NumberFormat(i18n.resolvedLanguage).format(amount)}
      <span className="sr-only"> {t('market.coinUnit')}</span>
    </span>
  );
}
