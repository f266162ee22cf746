import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { MARKET } from '../../content/economy/market';
import { useMe } from '../../services/session/useMe';
import { haptic } from '../../services/telegram/haptics';
import { ApiErrorMessage } from '../shared/ApiErrorMessage';
import { BrowseTab } from './market/BrowseTab';
import { CoinAmount } from './market/CoinAmount';
import { HistoryTab } from './market/HistoryTab';
import { MyListingsTab } from './market/MyListingsTab';
import { SellTab } from './market/SellTab';
import '../cards/cards.css';
import './market/market.css';

/** The market's tabs, in display order; `?tab=` in the address picks one (so a "Sell" link can open it). */
const TABS = ['browse', 'sell', 'mine', 'history'] as const;
type Tab = (typeof TABS)[number];

/**
 * /online-card-market: browse other players' listings (filters, sort, load more) and buy one; sell a free copy
 * (price bounded by rarity, fee and net shown first, escrow until it sells or expires); the player's listings with
 * bulk cancel; their sales and purchases. Price facts and the 30-day chart open per card.
 */
export default function OnlineCardMarketScreen() {
  const { t } = useTranslation(['economy', 'ui']);
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((x) => x === params.get('tab')) ?? 'browse';
  const title = <h1>{t('ui:routes.onlineCardMarket')}</h1>;
  if (me.isError && me.data === undefined) return <ApiErrorMessage error={me.error} onRetry={() => void me.refetch()} />;
  if (me.data === undefined) return <>{title}<p className="loading">{t('economy:market.loading')}</p></>;
  if (me.data === null) {
    return (
      <section className="card market-signed-out">
        {title}
        <p>{t('economy:market.signedOut', { hours: MARKET.listingHours })}</p>
        <div className="row">
          <Link className="button" to="/new-player">
            {t('ui:header.playAsGuest')}
          </Link>
          <Link className="button secondary" to="/email-login">
            {t('ui:header.signIn')}
          </Link>
        </div>
      </section>
    );
  }
  const choose = (next: Tab) => setParams(next === 'browse' ? {} : { tab: next }, { replace: true });
  return (
    <>
      <div className="market-head">
        {title}
        <p className="market-balance" data-testid="market-balance">
          <CoinAmount amount={me.data.balances.game_coin} />
        </p>
      </div>
      <p className="muted">{t('economy:market.intro', { hours: MARKET.listingHours, fee: MARKET.feeBasisPoints / 100 })}</p>
      <div className="tabs market-tabs" role="tablist">
        {TABS.map((x) => (
          <button key={x} type="button" role="tab" aria-selected={tab === x} onClick={() => { if (tab !== x) haptic('selection'); choose(x); }}>
            {t(`economy:market.tabs.${x}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        {tab === 'browse' ? <BrowseTab onSell={() => choose('sell')} /> : null}
        {tab === 'sell' ? <SellTab initialCopy={params.get('copy')} onListed={() => choose('mine')} /> : null}
        {tab === 'mine' ? <MyListingsTab /> : null}
        {tab === 'history' ? <HistoryTab /> : null}
      </div>
    </>
  );
}
