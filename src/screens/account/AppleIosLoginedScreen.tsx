import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { FormAlert } from './parts/FormAlert';
import { readNativeAppleResult } from './parts/iosBridge';
import { NotConfigured } from './parts/NotConfigured';
import { useOidcSignIn } from './parts/useOidcSignIn';
import { useProviderStatus } from './parts/useProviderStatus';
import './parts/account.css';

/**
 * /apple-ios-logined: where the iOS app returns after native Sign in with Apple, with the ID token in the URL
 * fragment. The token is sent to the server once; on success the player goes to the main screen.
 */
export default function AppleIosLoginedScreen() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const status = useProviderStatus();
  const configured = Boolean(status.data?.apple.configured);
  // No nonce is needed here: the app got it on /apple-ios-login and it is inside the token.
  const { login } = useOidcSignIn('apple', false);
  const result = readNativeAppleResult(hash);
  const sent = useRef(false);
  useEffect(() => {
    if (!configured || !result || sent.current) return;
    sent.current = true;
    // Drop the token from the address bar and history once read.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    login.mutate(result);
  }, [configured, result, login]);
  const title = <h1>{t('account.appleIosLogined.title')}</h1>;
  if (status.isPending) return <>{title}<p className="loading">{t('app.loading')}</p></>;
  if (status.isError) return <>{title}<FormAlert error={status.error} /></>;
  if (!configured) return <>{title}<NotConfigured provider="Apple" screenPath="/apple-ios-logined" /></>;
  return (
    <>
      {title}
      <section className="card stack">
        {login.isPending ? <p>{t('account.appleIosLogined.checking')}</p> : null}
        {!result && !sent.current ? <p>{t('account.appleIosLogined.noToken')}</p> : null}
        <FormAlert error={login.error} />
        {login.isError || (!result && !sent.current) ? (
          <Link className="button secondary" to="/apple-ios-login">
            {t('account.tryAgain')}
          </Link>
        ) : null}
      </section>
    </>
  );
}
