import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isApiError } from '../../services/api/apiError';
import { useMe } from '../../services/session/useMe';
import { PlayerAvatar } from '../shared/PlayerAvatar';
import { BalanceList } from './BalanceList';
import { StaminaMeter } from './StaminaMeter';
import './playerHeader.css';

const DailyCheckInBadge = lazy(() => import('./DailyCheckInBadge'));

/**
 * The main screen's player header: name, the four balances and stamina when signed in; Sign in and Play as
 * guest when not. Kept in the entry bundle, so it imports no contracts at runtime (the account is fetched by a
 * lazy chunk, see useMe); the avatar portrait URL comes from the dependency-free artPaths module.
 */
export function PlayerHeader() {
  const { t } = useTranslation();
  const me = useMe();
  if (me.data === undefined && me.isError) {
    return (
      <section className="player-header card" aria-label={t('header.player')} data-state="error">
        <p className="message error" role="alert">
          {t(`errors.codes.${isApiError(me.error) ? me.error.code : 'network'}`)}
        </p>
        <button type="button" className="button secondary" onClick={() => void me.refetch()}>
          {t('app.retry')}
        </button>
      </section>
    );
  }
  if (me.data === undefined) {
    return <section className="player-header card" aria-busy="true" aria-label={t('header.player')} />;
  }
  if (me.data === null) {
    return (
      <section className="player-header card" aria-label={t('header.player')} data-state="signed-out">
        <p className="muted">{t('header.signedOut')}</p>
        <div className="row">
          <Link className="button" to="/email-login">
            {t('header.signIn')}
          </Link>
          <Link className="button secondary" to="/new-player">
            {t('header.playAsGuest')}
          </Link>
        </div>
      </section>
    );
  }
  const { account, balances, stamina } = me.data;
  return (
    <section className="player-header card" aria-label={t('header.player')} data-state="signed-in">
      <div className="player-top">
        <Link to="/setting" className="player-name">
          <PlayerAvatar cardId={account.avatarCardId} name={account.displayName} />
          <span>
            <strong data-testid="display-name">{account.displayName}</strong>
            {account.isGuest ? <span className="muted small" style={{ display: 'block' }}>{t('header.guest')}</span> : null}
          </span>
        </Link>
        {me.data.identities.some((identity) => identity.kind === 'ton_wallet') ? (
          <Suspense fallback={null}>
            <DailyCheckInBadge />
          </Suspense>
        ) : null}
      </div>
      <BalanceList balances={balances} />
      <StaminaMeter view={stamina} buyLink />
    </section>
  );
}
