import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cardArtPath } from '../../../contracts/art/artPaths';
import type { Rarity } from '../../../engine';
import type { OwnedCard } from '../../../contracts/cards/ownedCard';
import { MARKET, marketFee, priceAllowed, sellerNet } from '../../../content/economy/market';
import type { MarketListing } from '../../../contracts/market';
import { useCreateListing } from '../../../services/market';
import { useCommitFeedback } from '../../../services/telegram/useCommitFeedback';
import { CoinAmount } from './CoinAmount';
import { refusalText } from '../../shared/refusalText';
import { MARKET_REFUSAL_NS } from './marketRefusalNs';
import { PricePanel } from './PricePanel';

/**
 * Pricing one free copy: the price field is bounded by the rarity's floor and the ceiling (content), and before
 * anything is sent the fee (burned), what the seller receives and when the listing would end are shown. The
 * card's price facts sit below as a guide. One idempotency key per listing attempt, so a retry lists once.
 */
export function SellForm({ copy, rarity, onBack, onListed }: { copy: OwnedCard; rarity: Rarity; onBack: () => void; onListed: (listing: MarketListing) => void }) {
  const { t, i18n } = useTranslation(['economy', 'units', 'cards']);
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  const floor = MARKET.priceFloor[rarity];
  const [text, setText] = useState(String(floor));
  const create = useCreateListing((listing) => {
    onListed(listing);
  });
  useCommitFeedback(create);
  const price = Number(text);
  const valid = text.trim() !== '' && priceAllowed(rarity, price);
  const ends = new Date(Date.now() + MARKET.listingHours * 3_600_000);
  const when = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'short' });
  const name = t(`units:card.${copy.cardId}.name`);
  return (
    <section className="card sell-form" aria-labelledby="sell-title">
      <header className={`sell-head rarity-${rarity}`}>
        <img src={cardArtPath(copy.cardId)} alt="" width={72} height={72} />
        <div>
          <h2 id="sell-title">{name}</h2>
          <p className="card-tags">
            <span className={`tag rarity-${rarity}`}>{t(`units:rarity.${rarity}`)}</span>
            <span className="tag">{t('cards:face.level', { level: copy.level })}</span>
          </p>
        </div>
      </header>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) create.mutate({ body: { instanceId: copy.instanceId, price } });
        }}
      >
        <label htmlFor="sell-price">{t('economy:market.sell.price')}</label>
        <input
          id="sell-price"
          type="number"
          inputMode="numeric"
          min={floor}
          max={MARKET.priceCeiling}
          step={1}
          value={text}
          aria-invalid={!valid}
          aria-describedby="sell-range"
          onChange={(e) => {
            create.reset();
            setText(e.target.value);
          }}
        />
        <p id="sell-range" className={valid ? 'small muted' : 'small message error'}>
          {t('economy:market.sell.range', { min: number.format(floor), max: number.format(MARKET.priceCeiling) })}
        </p>
        {valid ? (
          <dl className="sell-sum" data-testid="sell-preview">
            <div>
              <dt>{t('economy:market.sell.fee', { percent: MARKET.feeBasisPoints / 100 })}</dt>
              <dd>
                <CoinAmount amount={marketFee(price)} sign="−" />
              </dd>
            </div>
            <div className="sell-net">
              <dt>{t('economy:market.sell.net')}</dt>
              <dd data-testid="sell-net">
                <CoinAmount amount={sellerNet(price)} />
              </dd>
            </div>
            <div>
              <dt>{t('economy:market.sell.ends')}</dt>
              <dd>{when.format(ends)}</dd>
            </div>
          </dl>
        ) : null}
        <p className="small muted">{t('economy:market.sell.escrow', { hours: MARKET.listingHours })}</p>
        {create.isError ? (
          <p className="message error" role="alert">
            {refusalText(create.error, t, MARKET_REFUSAL_NS)}
          </p>
        ) : null}
        <div className="row">
          <button type="submit" className="button" disabled={!valid || create.isPending}>
            {create.isPending ? t('economy:market.sell.listing') : t('economy:market.sell.action', { price: valid ? number.format(price) : '…' })}
          </button>
          <button type="button" className="button secondary" onClick={onBack}>
            {t('economy:market.sell.back')}
          </button>
        </div>
      </form>
      <PricePanel cardId={copy.cardId} />
    </section>
  );
}
