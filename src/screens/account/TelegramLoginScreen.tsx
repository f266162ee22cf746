import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../contracts/api';
import { useApiMutation } from '../../services/api';
import { signInWithTelegramMiniApp } from '../../services/session/telegramMiniAppSignIn';
import { useMe } from '../../services/session/useMe';
import { looksLikeTelegram } from '../../services/telegram/looksLikeTelegram';
import { FormAlert } from './parts/FormAlert';
import { NotConfigured } from './parts/NotConfigured';
import { SignedInAs } from './parts/SignedInAs';
import { SignInMethods } from './parts/SignInMethods';
import { TelegramWidget } from './parts/TelegramWidget';
import { useFinishSignIn } from './parts/useFinishSignIn';
import { useProviderStatus } from './parts/useProviderStatus';
import './parts/account.css';

/**
 * /telegram-login. Inside the mini-app, sign-in is automatic at start (the app sends the launch's signed
 * initData); this screen repeats it on request. On the web it shows Telegram's Login Widget when the server
 * has a bot, and otherwise explains that Telegram sign-in is not configured. Signed in, a new Telegram identity
 * is linked to the current account.
 */
export default function TelegramLoginScreen() {
  const { t } = useTranslation();
  const me = useMe();
  const status = useProviderStatus();
  const finish = useFinishSignIn(me.data ? '/setting' : '/main');
  const insideTelegram = looksLikeTelegram();
  const miniApp = useMutation({
    mutationFn: signInWithTelegramMiniApp,
    onSuccess: (result) => (result ? finish(result) : undefined),
  });
  const widget = useApiMutation(api.loginWithTelegramWidget, { onSuccess: finish });
  const title = <h1>{t('account.telegram.title')}</h1>;
  if (status.isPending) return <>{title}<p className="loading">{t('app.loading')}</p></>;
  if (status.isError) return <>{title}<FormAlert error={status.error} /></>;
  const telegram = status.data?.telegram;
  if (!telegram?.configured) return <>{title}<NotConfigured provider="Telegram" screenPath="/telegram-login" /></>;
  return (
    <>
      {title}
      {me.data && !insideTelegram ? <p className="muted">{t('account.linkIntro', { name: me.data.account.displayName })}</p> : null}
      {insideTelegram ? (
        <section className="card stack">
          {me.data ? <SignedInAs me={me.data} /> : <p>{t('account.telegram.miniApp')}</p>}
          <FormAlert error={miniApp.error} />
          {me.data ? null : (
            <button type="button" className="button" disabled={miniApp.isPending} onClick={() => miniApp.mutate()}>
              {t('account.telegram.retry')}
            </button>
          )}
        </section>
      ) : (
        <section className="card stack">
          <p>{t('account.telegram.widget')}</p>
          {telegram.botUsername ? <TelegramWidget botUsername={telegram.botUsername} onAuth={(authData) => widget.mutate({ body: { authData } })} /> : null}
          <FormAlert error={widget.error} />
        </section>
      )}
      <SignInMethods except="/telegram-login" />
    </>
  );
}
