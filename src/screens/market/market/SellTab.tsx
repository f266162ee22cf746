import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cardArtPath } from '../../../contracts/art/artPaths';
import { cardCatalog } from '../../../content';
import type { MarketListing } from '../../../contracts/market';
import { useOwnedCards } from '../../../services/cards';
import { ApiErrorMessage } from '../../shared/ApiErrorMessage';
import { burnCandidates } from '../../cards/burnCandidates';
import { CoinAmount } from './CoinAmount';
import { SellForm } from './SellForm';

/**
 * Sell: pick a free copy (spares first; copies in a team or already listed are shown locked), then price it.
 * After listing, the listing's price and end are confirmed with a way to "My listings".
 */
export function SellTab({ initialCopy, onListed }: { initialCopy: string | null; onListed: () => void }) {
  const { t } = useTranslation(['economy', 'units', 'cards']);
  const owned = useOwnedCards();
  const [picked, setPicked] = useState<string | null>(initialCopy);
  const [listed, setListed] = useState<MarketListing | null>(null);
  const copies = useMemo(() => burnCandidates(owned.data?.cards ?? []), [owned.data]);
  if (owned.isError) return <ApiErrorMessage error={owned.error} onRetry={() => void owned.refetch()} />;
  if (!owned.data) return <p className="loading">{t('economy:market.loading')}</p>;
  const chosen = copies.find((c) => c.copy.instanceId === picked && c.copy.lockedBy === null)?.copy;
  const rarityOf = (cardId: string) => cardCatalog.units.get(cardId)?.rarity;
  const rarity = chosen ? rarityOf(chosen.cardId) : undefined;
  return (
    <>
      {listed ? (
        <div className="message ok market-done" role="status">
          <p>
            {t('economy:market.sell.done', { name: t(`units:card.${listed.cardId}.name`) })} <CoinAmount amount={listed.price} />
          </p>
          <button type="button" className="button secondary" onClick={onListed}>
            {t('economy:market.sell.toMine')}
          </button>
        </div>
      ) : null}
      {chosen && rarity ? (
        <SellForm
          key={chosen.instanceId}
          copy={chosen}
          rarity={rarity}
          onBack={() => setPicked(null)}
          onListed={(listing) => {
            setListed(listing);
            setPicked(null);
          }}
        />
      ) : (
        <>
          <p className="muted">{t('economy:market.sell.pick')}</p>
          <ul className="burn-list sell-list" aria-label={t('economy:market.sell.pick')}>
            {copies.map(({ copy, spare }) => {
              const name = t(`units:card.${copy.cardId}.name`);
              const locked = copy.lockedBy !== null;
              return (
                <li key={copy.instanceId} data-card-id={copy.cardId}>
                  <button type="button" className="sell-pick" disabled={locked} onClick={() => {
                      setListed(null);
                      setPicked(copy.instanceId);
                    }} aria-label={t('economy:market.sell.pickOne', { name, level: copy.level })}>
                    <img src={cardArtPath(copy.cardId)} alt="" width={48} height={48} />
                    <span className="burn-name">
                      <strong>{name}</strong>
                      <span className="small muted">
                        {t('cards:face.level', { level: copy.level })}
                        {rarityOf(copy.cardId) ? ` · ${t(`units:rarity.${rarityOf(copy.cardId)}`)}` : ''}
                        {spare ? ` · ${t('cards:burn.spare')}` : ''}
                        {locked ? ` · ${t(`cards:lock.${copy.lockedBy}`)}` : ''}
                      </span>
                    </span>
                    <span className="sell-go" aria-hidden="true">
                      ›
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </>
  );
}
