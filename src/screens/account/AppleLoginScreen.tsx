import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../services/session/useMe';
import { signInWithApple } from './parts/appleSignIn';
import { FormAlert } from './parts/FormAlert';
import { NotConfigured } from './parts/NotConfigured';
import { SignInMethods } from './parts/SignInMethods';
import { useOidcSignIn } from './parts/useOidcSignIn';
import { useProviderStatus } from './parts/useProviderStatus';
import './parts/account.css';

/**
 * /apple-login: Sign in with Apple on the web (Apple's JS popup) with a server nonce; the ID token goes to the
 * server. When the server has no Apple Services ID, the screen says so instead.
 */
export default function AppleLoginScreen() {
  const { t, i18n } = useTranslation();
  const me = useMe();
  const status = useProviderStatus();
  const apple = status.data?.apple;
  const configured = Boolean(apple?.configured && apple.clientId);
  const { nonce, login } = useOidcSignIn('apple', configured, me.data ? '/setting' : '/main');
  const popup = useMutation({
    mutationFn: (input: { clientId: string; nonce: string }) => signInWithApple(input.clientId, input.nonce, i18n.resolvedLanguage ?? 'en'),
    onSuccess: (result) => login.mutate(result),
  });
  const title = <h1>{t('account.apple.title')}</h1>;
  if (status.isPending) return <>{title}<p className="loading">{t('app.loading')}</p></>;
  if (status.isError) return <>{title}<FormAlert error={status.error} /></>;
  if (!configured || !apple?.clientId) return <>{title}<NotConfigured provider="Apple" screenPath="/apple-login" /></>;
  const clientId = apple.clientId;
  return (
    <>
      {title}
      <section className="card stack">
        <p>{me.data ? t('account.linkIntro', { name: me.data.account.displayName }) : t('account.apple.intro')}</p>
        <button
          type="button"
          className="button"
          disabled={!nonce.data || popup.isPending || login.isPending}
          onClick={() => nonce.data && popup.mutate({ clientId, nonce: nonce.data.nonce })}
        >
          {t('account.apple.button')}
        </button>
        {popup.isError ? <p className="message error" role="alert">{t('account.providerFailed', { provider: 'Apple' })}</p> : null}
        <FormAlert error={nonce.error ?? login.error} />
      </section>
      <SignInMethods except="/apple-login" />
    </>
  );
}
