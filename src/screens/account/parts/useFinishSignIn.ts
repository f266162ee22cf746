import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { SignedIn } from '../../../contracts/accounts';
import { api } from '../../../contracts/api';
import { useApiMutation } from '../../../services/api';
import { isLanguage } from '../../../services/i18n/languages';
import { claimRememberedInvite } from '../../../services/invites/claimRememberedInvite';
import { useSessionActions } from '../../../services/session/useMe';
import { safeNext } from './safeNext';

/**
 * What every sign-in screen does with a successful answer: a new account takes the language the player is
 * using right now (otherwise the profile's language wins on the next page load), the account is re-read,
 * and the player goes on to `?next=` or the main screen.
 */
export function useFinishSignIn(fallback = '/main') {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { refresh } = useSessionActions();
  const saveLanguage = useApiMutation(api.updateProfile);
  return async (result: SignedIn) => {
    const language = i18n.resolvedLanguage ?? i18n.language;
    if (result.created && isLanguage(language)) {
      // Best effort: the account exists either way, and the language can be changed in /setting.
      await saveLanguage.mutateAsync({ body: { language } }).catch(() => undefined);
    }
    // Invites: a new account sends the invite code it arrived with, once (best effort).
    if (result.created) await claimRememberedInvite();
    await refresh();
    navigate(safeNext(search) ?? fallback, { replace: true });
  };
}
