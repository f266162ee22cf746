import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../services/session/useMe';
import { FormAlert } from './parts/FormAlert';
import { GoogleButton } from './parts/GoogleButton';
import { NotConfigured } from './parts/NotConfigured';
import { SignInMethods } from './parts/SignInMethods';
import { useOidcSignIn } from './parts/useOidcSignIn';
import { useProviderStatus } from './parts/useProviderStatus';
import './parts/account.css';

/**
 * /google-login: Google's button (Google Identity Services) with a server nonce; the ID token goes to the
 * server. When the server has no Google client id, the screen says so instead.
 */
export default function GoogleLoginScreen() {
  const { t, i18n } = useTranslation();
  const me = useMe();
  const status = useProviderStatus();
  const google = status.data?.google;
  const configured = Boolean(google?.configured && google.clientId);
  const { nonce, login } = useOidcSignIn('google', configured, me.data ? '/setting' : '/main');
  const [loadFailed, setLoadFailed] = useState(false);
  const onLoadError = useCallback(() => setLoadFailed(true), []);
  const title = <h1>{t('account.google.title')}</h1>;
  if (status.isPending) return <>{title}<p className="loading">{t('app.loading')}</p></>;
  if (status.isError) return <>{title}<FormAlert error={status.error} /></>;
  if (!configured || !google?.clientId) return <>{title}<NotConfigured provider="Google" screenPath="/google-login" /></>;
  return (
    <>
      {title}
      <section className="card stack">
        <p>{me.data ? t('account.linkIntro', { name: me.data.account.displayName }) : t('account.google.intro')}</p>
        {nonce.data ? (
          <GoogleButton
            clientId={google.clientId}
            nonce={nonce.data.nonce}
            locale={i18n.resolvedLanguage ?? 'en'}
            onCredential={(idToken) => login.mutate({ idToken })}
            onLoadError={onLoadError}
          />
        ) : (
          <p className="loading">{t('app.loading')}</p>
        )}
        {loadFailed ? <p className="message error" role="alert">{t('account.providerFailed', { provider: 'Google' })}</p> : null}
        <FormAlert error={nonce.error ?? login.error} />
      </section>
      <SignInMethods except="/google-login" />
    </>
  );
}
