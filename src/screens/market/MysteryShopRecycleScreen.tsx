import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { MysteryDrawRecord } from '../../contracts/mystery/mysteryEndpoints';
import { useOwnedCards } from '../../services/cards';
import { useDrawMystery, useMysteryShop } from '../../services/mystery';
import { useMe } from '../../services/session/useMe';
import { burnCandidates } from '../cards/burnCandidates';
import { ApiErrorMessage } from '../shared/ApiErrorMessage';
import { DrawReveal } from './mysteryShop/DrawReveal';
import { MysteryVerify } from './mysteryShop/MysteryVerify';
import { OddsTable } from './mysteryShop/OddsTable';
import { TradePicker } from './mysteryShop/TradePicker';
import { refusalText } from '../shared/refusalText';
import './shops/shops.css';

/**
 * /mystery-shop-recycle: trade unwanted copies (or fragments) for a draw from the mystery box. Before every draw
 * the screen shows the box's odds per rarity (and with pity), every card it holds, the pity counter and the
 * committed seed pair; the result flips in, and /mystery-shop-recycle?view=verify re-checks past draws in the browser.
 */
export default function MysteryShopRecycleScreen() {
  const [search] = useSearchParams();
  return search.get('view') === 'verify' ? <MysteryVerify /> : <MysteryShop />;
}

/** The shop itself: box, odds, pity, payment and the last draw. */
function MysteryShop() {
  const { t, i18n } = useTranslation(['economy', 'units', 'cards']);
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  const shop = useMysteryShop();
  const owned = useOwnedCards();
  const me = useMe();
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [last, setLast] = useState<MysteryDrawRecord | null>(null);
  const draw = useDrawMystery();
  const candidates = useMemo(() => burnCandidates(owned.data?.cards ?? []).filter((c) => c.copy.lockedBy === null), [owned.data]);
  if (shop.isError) return <ApiErrorMessage error={shop.error} onRetry={() => void shop.refetch()} />;
  if (!shop.data) return <p className="loading">{t('economy:mystery.loading')}</p>;
  const { box, seed, pity } = shop.data;
  const fragments = me.data?.balances.fragments ?? 0;
  const run = (payment: { kind: 'fragments' } | { kind: 'cards'; instanceIds: string[] }) => {
    setLast(null);
    draw.mutate(
      { body: { payment } },
      {
        onSuccess: (answer) => {
          setPicked(new Set());
          setLast(answer.draw);
        },
      },
    );
  };
  const toggle = (id: string) =>
    setPicked((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else if (next.size < box.cardsPerDraw) next.add(id);
      return next;
    });
  const left = Math.max(1, pity.after - pity.count);
  return (
    <>
      <h1>{t('economy:mystery.title')}</h1>
      <section className="card shop-hero">
        <div className={draw.isPending ? 'mystery-box shaking' : 'mystery-box'} aria-hidden="true">
          ?
        </div>
        <p>{t('economy:mystery.intro', { price: box.fragmentPrice, cards: box.cardsPerDraw })}</p>
      </section>
      {last ? <DrawReveal draw={last} /> : null}
      {draw.isError ? (
        <p className="message error" role="alert">
          {refusalText(draw.error, t, ['economy:mystery', 'ui'])}
        </p>
      ) : null}
      <section className="card stack" aria-labelledby="pity-title">
        <h2 id="pity-title">{t('economy:mystery.pity.title')}</h2>
        <div className="meter" role="meter" aria-valuemin={0} aria-valuemax={pity.after} aria-valuenow={pity.count} aria-label={t('economy:mystery.pity.title')}>
          <span style={{ width: `${(100 * pity.count) / pity.after}%` }} />
        </div>
        <p data-testid="pity" className="small">
          {t('economy:mystery.pity.status', { count: left, rarity: t(`units:rarity.${box.pity.minRarity}`) })}
        </p>
      </section>
      <section className="pay-options">
        <div className="pay-option">
          <h3>{t('economy:mystery.pay.fragmentsTitle', { price: number.format(box.fragmentPrice) })}</h3>
          <p className="small muted">{t('economy:mystery.pay.balance', { fragments: number.format(fragments) })}</p>
          <button type="button" className="button" disabled={draw.isPending || fragments < box.fragmentPrice} onClick={() => run({ kind: 'fragments' })}>
            {draw.isPending ? t('economy:mystery.pay.drawing') : t('economy:mystery.pay.withFragments', { price: number.format(box.fragmentPrice) })}
          </button>
        </div>
        <div className="pay-option">
          <h3>{t('economy:mystery.pay.cardsTitle', { count: box.cardsPerDraw })}</h3>
          <p className="small muted">{t('economy:mystery.trade.hint', { count: box.cardsPerDraw })}</p>
          <TradePicker candidates={candidates} picked={picked} max={box.cardsPerDraw} disabled={draw.isPending} onToggle={toggle} />
          <button type="button" className="button" disabled={draw.isPending || picked.size !== box.cardsPerDraw} onClick={() => run({ kind: 'cards', instanceIds: [...picked] })}>
            {t('economy:mystery.pay.withCards', { picked: picked.size, count: box.cardsPerDraw })}
          </button>
        </div>
      </section>
      <section className="card stack">
        <h2>{t('economy:mystery.odds.title')}</h2>
        <OddsTable box={box} />
      </section>
      <section className="card fairness stack" aria-labelledby="fair-title">
        <h2 id="fair-title">{t('economy:mystery.fair.title')}</h2>
        <p className="small muted">{t('economy:mystery.fair.explain')}</p>
        <dl>
          <dt>{t('economy:mystery.fair.commitment')}</dt>
          <dd data-testid="commitment">{seed.commitment}</dd>
          <dt>{t('economy:mystery.fair.clientSeed')}</dt>
          <dd>{seed.clientSeed}</dd>
          <dt>{t('economy:mystery.fair.nextNonce')}</dt>
          <dd>{seed.nextNonce}</dd>
        </dl>
        <Link className="button secondary" to="/mystery-shop-recycle?view=verify">
          {t('economy:mystery.fair.verifyLink')}
        </Link>
      </section>
    </>
  );
}
