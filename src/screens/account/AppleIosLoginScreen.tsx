import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FormAlert } from './parts/FormAlert';
import { requestNativeAppleSignIn } from './parts/iosBridge';
import { NotConfigured } from './parts/NotConfigured';
import { useOidcSignIn } from './parts/useOidcSignIn';
import { useProviderStatus } from './parts/useProviderStatus';
import './parts/account.css';

/**
 * /apple-ios-login: opened by the TCG iOS app. Gets a nonce from the server and hands it to the app's native
 * Sign in with Apple; the app comes back at /apple-ios-logined with the ID token. Outside the app it points to
 * the web flow; without Apple settings it explains that Apple is not configured.
 */
export default function AppleIosLoginScreen() {
  const { t } = useTranslation();
  const status = useProviderStatus();
  const configured = Boolean(status.data?.apple.configured);
  const { nonce } = useOidcSignIn('apple', configured);
  const [handedOver, setHandedOver] = useState<boolean | null>(null);
  const nonceValue = nonce.data?.nonce;
  useEffect(() => {
    if (nonceValue) setHandedOver(requestNativeAppleSignIn(nonceValue));
  }, [nonceValue]);
  const title = <h1>{t('account.appleIos.title')}</h1>;
  if (status.isPending) return <>{title}<p className="loading">{t('app.loading')}</p></>;
  if (status.isError) return <>{title}<FormAlert error={status.error} /></>;
  if (!configured) return <>{title}<NotConfigured provider="Apple" screenPath="/apple-ios-login" /></>;
  return (
    <>
      {title}
      <section className="card stack">
        {handedOver === false ? (
          <>
            <p>{t('account.appleIos.notInApp')}</p>
            <Link className="button" to="/apple-login">
              {t('routes.appleLogin')}
            </Link>
          </>
        ) : (
          <p>{t('account.appleIos.waiting')}</p>
        )}
        <FormAlert error={nonce.error} />
      </section>
    </>
  );
}
