import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { appLog } from '../../services/debug/appLog';
import { changeLanguage } from '../../services/i18n/initI18n';
import { useMe, useSessionActions } from '../../services/session/useMe';
import { adoptPlayerSettings } from '../../services/settings/playerSettings';
import { useTelegramStore } from '../telegram/telegramSession';

const AccountSettingsSaver = lazy(() => import('./AccountSettingsSaver'));

/**
 * Keeps the page in step with the signed-in account: the profile's language becomes the UI language when an
 * account is first seen on this page (so it follows the player between devices), reduced motion is applied to
 * the document, the profile's sound, music, haptics and speed settings become the settings store's (and a change
 * there is saved to the profile by AccountSettingsSaver, loaded only for a signed-in player), and inside the
 * Telegram mini-app a signed-out player is signed in with the launch's initData.
 * Renders nothing visible.
 */
export function AccountSync() {
  const { i18n } = useTranslation();
  const me = useMe();
  const { refresh } = useSessionActions();
  const syncedAccount = useRef<string | null>(null);
  const telegram = useTelegramStore((state) => state.session);
  const triedTelegram = useRef(false);

  const account = me.data;
  useEffect(() => {
    if (!account || syncedAccount.current === account.account.id) return;
    syncedAccount.current = account.account.id;
    const current = i18n.resolvedLanguage ?? i18n.language;
    if (account.settings.language !== current) void changeLanguage(account.settings.language);
  }, [account, i18n]);

  const reducedMotion = account?.settings.reducedMotion ?? false;
  useEffect(() => {
    document.documentElement.dataset.reducedMotion = reducedMotion ? 'on' : 'off';
  }, [reducedMotion]);

  const settings = account?.settings;
  useEffect(() => {
    if (settings) adoptPlayerSettings(settings);
  }, [settings]);

  useEffect(() => {
    if (!telegram?.supported || me.data !== null || triedTelegram.current) return;
    triedTelegram.current = true;
    import('../../services/session/telegramMiniAppSignIn')
      .then(({ signInWithTelegramMiniApp }) => signInWithTelegramMiniApp())
      // Invites: an account created here sends the invite code it arrived with, once.
      .then(async (signedIn) => {
        if (signedIn?.created) {
          useTelegramStore.setState({ createdAccountId: signedIn.account.id });
          await import('../../services/invites/claimRememberedInvite').then(({ claimRememberedInvite }) => claimRememberedInvite());
        }
        return signedIn ? refresh() : undefined;
      })
      // A refused initData leaves the player signed out; the sign-in screens still work.
      .catch((error: unknown) => appLog('warn', `telegram: automatic sign-in failed: ${String(error)}`));
  }, [telegram, me.data, refresh]);

  return account ? (
    <Suspense fallback={null}>
      <AccountSettingsSaver />
    </Suspense>
  ) : null;
}
