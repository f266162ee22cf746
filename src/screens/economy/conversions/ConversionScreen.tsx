import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Currency } from '../../../contracts/accounts/currency';
import type { ConversionKind } from '../../../contracts/conversions';
import { isApiError } from '../../../services/api/apiError';
import { useConversionQuote, useConversionRates, useConvertCurrency, useDebouncedValue, type ConversionDone } from '../../../services/conversions';
import { useMe } from '../../../services/session/useMe';
import { refusalText } from '../../shared/refusalText';
import { checkAmount, quickAmounts } from './checkAmount';
import { ConversionReceipt } from './ConversionReceipt';
import { CurrencyAmount } from './CurrencyAmount';
import { EconomyIcon } from './EconomyIcon';
import './conversions.css';

/** Where the conversion refusals are worded (economy:convert.refusals.<reason>). */
const CONVERT_REFUSALS = ['economy:convert'] as const;

/** Where a player short of the paid currency gets more of it (the screen's next step). */
const EARN_ROUTES: Record<Currency, string> = {
  gold_coin: '/deposit-gold-coin',
  invite_points: '/invite-users',
  game_coin: '/main',
  fragments: '/my-burn-list',
};

/** How long typing must pause before the server is asked for a preview. */
const PREVIEW_DEBOUNCE_MS = 300;

/**
 * One conversion screen (/convert-game-coin, /convert-invite-point, /burn-game-coin): type an amount within the
 * limits, see the server's preview of exactly what arrives, confirm at that rate version. A 409 for a changed rate
 * shows the new rate and the new preview, and asks again; the header's balances follow every conversion.
 */
export function ConversionScreen({ kind, screen }: { kind: ConversionKind; screen: 'convertGameCoin' | 'convertInvitePoint' | 'burnGameCoin' }) {
  const { t, i18n } = useTranslation(['economy', 'ui', 'modes']);
  const me = useMe();
  const rates = useConversionRates();
  const [text, setText] = useState('');
  const [receipt, setReceipt] = useState<ConversionDone | null>(null);
  const rate = rates.data?.rates.find((r) => r.kind === kind);
  const balances = me.data?.balances;
  const held = rate && balances ? balances[rate.from] : 0;
  const check = rate ? checkAmount(text, rate, held) : null;
  const settled = useDebouncedValue(check?.ok ? check.amount : null, PREVIEW_DEBOUNCE_MS);
  const quote = useConversionQuote(kind, settled);
  const convert = useConvertCurrency(kind, (done) => {
    setReceipt(done);
    setText('');
  });
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);

  if (rates.isError) return <p className="message error" role="alert">{refusalText(rates.error, t)}</p>;
  if (!rate || !balances) return <p className="loading">{t('ui:app.loading')}</p>;

  const typed = check?.ok ? check.amount : null;
  const preview = quote.data && typed !== null && quote.data.quote.pay === typed && !quote.isPlaceholderData ? quote.data : null;
  const previewRate = preview?.rate ?? rate;
  const quick = quickAmounts(rate, held);
  const ready = preview !== null && preview.affordable && preview.quote.receive > 0 && !quote.isFetching && !convert.isPending;
  const problem = check && !check.ok && check.problem !== 'empty' ? check.problem : null;
  // A refusal for a changed rate: the hook dropped the cached previews, the new rate's preview loads; ask again.
  const staleRate = convert.isError && isApiError(convert.error) && convert.error.reason === 'rate_changed';
  const refused = convert.isError && !staleRate ? convert.error : null;

  // An amount with its currency in the grammatical form that number takes (ru: «40 монет → 1 осколок»), not a bare
  // number beside the currency's label («40 (Монеты)»).
  const amountOf = (currency: typeof rate.from, amount: number) => t(`modes:reward.leg.${currency}`, { count: amount, amount: number.format(amount) });
  const rateWords = { pay: amountOf(rate.from, previewRate.denominator), receive: amountOf(rate.to, previewRate.numerator) };
  const pick = (amount: number) => {
    setText(String(amount));
    setReceipt(null);
  };
  const confirm = () => {
    if (!preview) return;
    convert.convert(preview.quote.pay, preview.rate.version);
  };

  return (
    <div className={`convert-screen convert-${kind}`} data-testid="conversion-screen" data-kind={kind}>
      <header className="convert-hero">
        <div className={`convert-emblem ${convert.isPending ? 'working' : ''}`} aria-hidden="true" key={receipt ? `done-${receipt.paid}-${receipt.received}` : 'idle'}>
          <EconomyIcon name={rate.from} className="from" />
          <EconomyIcon name={kind === 'game_coin_to_fragments' ? 'burn' : 'convert'} className="via" />
          <EconomyIcon name={rate.to} className="to" />
        </div>
        <h1>{t(`convert.${screen}.title`)}</h1>
        <p className="muted">{t(`convert.${screen}.intro`)}</p>
      </header>

      {receipt ? <ConversionReceipt done={receipt} from={rate.from} to={rate.to} onAgain={() => setReceipt(null)} /> : null}

      <section className="card stack convert-card">
        <dl className="convert-wallet">
          <div>
            <dt className="stat-label">{t('convert.youHold')}</dt>
            <dd>
              <CurrencyAmount currency={rate.from} amount={balances[rate.from]} testId="balance-from" />
            </dd>
          </div>
          <div>
            <dt className="stat-label">{t('convert.youHold')}</dt>
            <dd>
              <CurrencyAmount currency={rate.to} amount={balances[rate.to]} testId="balance-to" />
            </dd>
          </div>
        </dl>

        <p className="convert-rate" data-testid="rate">
          {t('convert.rate', rateWords)}
        </p>

        <div className="field">
          <label htmlFor={`convert-amount-${kind}`}>{t('convert.amountLabel', { currency: t(`convert.currencies.${rate.from}`) })}</label>
          <input
            id={`convert-amount-${kind}`}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            data-testid="amount"
            value={text}
            placeholder={number.format(rate.min)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`convert-amount-${kind}-hint`}
            onChange={(event) => {
              setText(event.target.value);
              setReceipt(null);
            }}
          />
          <p id={`convert-amount-${kind}-hint`} className={`small ${problem ? 'field-error' : 'muted'}`} role={problem ? 'alert' : undefined}>
            {problem
              ? t(`convert.problems.${problem}`, { min: number.format(rate.min), max: number.format(rate.max), held: number.format(held) })
              : t('convert.limits', { min: number.format(rate.min), max: number.format(rate.max) })}
          </p>
        </div>

        {quick ? (
          <div className="row convert-quick">
            {(['min', 'half', 'all'] as const).map((which) => (
              <button key={which} type="button" className="button secondary" onClick={() => pick(quick[which])}>
                {t(`convert.quick.${which}`, { amount: number.format(quick[which]) })}
              </button>
            ))}
          </div>
        ) : (
          <p className="message" data-testid="too-little">
            {t('convert.tooLittle', { min: amountOf(rate.from, rate.min) })}{' '}
            <Link to={EARN_ROUTES[rate.from]}>{t(`convert.earn.${rate.from}`)}</Link>
          </p>
        )}

        <div className={`convert-preview ${preview ? 'ready' : 'waiting'}`} data-testid="preview" data-state={preview ? 'ready' : typed === null ? 'empty' : 'loading'} aria-live="polite">
          {preview ? (
            <>
              <div className="convert-leg">
                <span className="stat-label">{t('convert.youPay')}</span>
                <CurrencyAmount currency={rate.from} amount={preview.quote.pay} sign="−" testId="preview-pay" />
              </div>
              <span className="convert-arrow" aria-hidden="true">
                ➜
              </span>
              <div className="convert-leg">
                <span className="stat-label">{t('convert.youReceive')}</span>
                <CurrencyAmount currency={rate.to} amount={preview.quote.receive} sign="+" testId="preview-receive" />
              </div>
              <p className="small muted convert-after">
                {t('convert.after', {
                  from: amountOf(rate.from, preview.balances[rate.from] - preview.quote.pay),
                  to: amountOf(rate.to, preview.balances[rate.to] + preview.quote.receive),
                })}
              </p>
              {preview.quote.cheapestPayForSameReceive < preview.quote.pay ? (
                <p className="small convert-rounding" data-testid="rounding">
                  {t('convert.rounding', { cheaper: number.format(preview.quote.cheapestPayForSameReceive), receive: number.format(preview.quote.receive) })}{' '}
                  <button type="button" className="link-button" onClick={() => pick(preview.quote.cheapestPayForSameReceive)}>
                    {t('convert.useCheaper', { amount: number.format(preview.quote.cheapestPayForSameReceive) })}
                  </button>
                </p>
              ) : null}
              {preview.quote.receive === 0 ? <p className="small field-error">{t('convert.receivesNothing')}</p> : null}
            </>
          ) : (
            <p className="muted small">{typed === null ? t('convert.typeAmount') : t('convert.previewing')}</p>
          )}
        </div>

        {staleRate ? (
          <p className="message convert-stale" role="alert" data-testid="rate-changed">
            {t('convert.rateChanged', rateWords)}
          </p>
        ) : null}
        {refused ? (
          <p className="message error" role="alert">
            {refusalText(refused, t, CONVERT_REFUSALS)}
          </p>
        ) : null}

        <button type="button" className="button big convert-confirm" data-testid="confirm" disabled={!ready} onClick={confirm}>
          {convert.isPending
            ? t('convert.converting')
            : preview
              ? t(staleRate ? 'convert.confirmNewRate' : `convert.${screen}.confirm`, {
                  pay: amountOf(rate.from, preview.quote.pay),
                  receive: amountOf(rate.to, preview.quote.receive),
                })
              : t(`convert.${screen}.action`)}
        </button>
      </section>

      <p className="small muted">
        {t('convert.rules')} <Link to="/main">{t('convert.backToMain')}</Link>
      </p>
    </div>
  );
}
