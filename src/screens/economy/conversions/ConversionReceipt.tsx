import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Currency } from '../../../contracts/accounts/currency';
import type { ConversionDone } from '../../../services/conversions';
import { CurrencyAmount } from './CurrencyAmount';
import { EconomyIcon } from './EconomyIcon';

/** What a finished conversion moved, with a burst of the received currency (motion off under reduced motion). */
export function ConversionReceipt({ done, from, to, onAgain }: { done: ConversionDone; from: Currency; to: Currency; onAgain: () => void }) {
  const { t } = useTranslation('economy');
  return (
    <section className="card convert-receipt" role="status" data-testid="receipt">
      <div className="convert-burst" aria-hidden="true">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <EconomyIcon key={i} name={to} className={`spark spark-${i}`} />
        ))}
        <EconomyIcon name={to} className="prize" />
      </div>
      <p className="convert-gain">
        <CurrencyAmount currency={to} amount={done.received} sign="+" testId="received" />
      </p>
      <p className="muted small">
        {t(done.replayed ? 'convert.replayed' : 'convert.done')} <CurrencyAmount currency={from} amount={done.paid} sign="−" />
      </p>
      <div className="row">
        <button type="button" className="button secondary" onClick={onAgain}>
          {t('convert.again')}
        </button>
        <Link className="button secondary" to="/main">
          {t('convert.backToMain')}
        </Link>
      </div>
    </section>
  );
}
