import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useMe } from '../../../services/session/useMe';
import { safeNext, withNext } from './safeNext';

/** Every sign-in screen, in the order most players want them; `except` hides the screen already shown. */
const METHODS = [
  { path: '/email-login', key: 'emailLogin' },
  { path: '/email-register', key: 'emailRegister' },
  { path: '/telegram-login', key: 'telegramLogin' },
  { path: '/google-login', key: 'googleLogin' },
  { path: '/apple-login', key: 'appleLogin' },
  { path: '/wallet-login', key: 'walletLogin' },
  { path: '/new-player', key: 'newPlayer' },
] as const;

/**
 * Links to the other ways in, keeping `?next=` so the player still lands where they were going. Nothing for a
 * signed-in player: on a sign-in screen they link a method to their account (Settings lists theirs), and are never
 * asked to sign in, or to play as a guest, again.
 */
export function SignInMethods({ except, title }: { except?: string; title?: string }) {
  const { t } = useTranslation();
  const me = useMe();
  const next = safeNext(useLocation().search);
  if (me.data) return null;
  return (
    <nav className="card stack" aria-label={title ?? t('account.otherMethods')}>
      <h2>{title ?? t('account.otherMethods')}</h2>
      <div className="menu-grid">
        {METHODS.filter((m) => m.path !== except).map((m) => (
          <Link key={m.path} to={withNext(m.path, next)}>
            {m.key === 'newPlayer' ? t('account.playAsGuest') : t(`routes.${m.key}`)}
          </Link>
        ))}
      </div>
    </nav>
  );
}
