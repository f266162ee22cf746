import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useMe } from '../../../services/session/useMe';
import { SignInMethods } from './SignInMethods';

/** Props of {@link NotConfigured}: the provider's display name and the screen it replaces. */
export interface NotConfiguredProps {
  provider: string;
  screenPath: string;
}

/**
 * Explains that this server has no settings for a provider (no button that cannot work), and offers the rest; a
 * signed-in player, who came to link it, is pointed to Settings instead of other ways to sign in.
 */
export function NotConfigured({ provider, screenPath }: NotConfiguredProps) {
  const { t } = useTranslation();
  const me = useMe();
  return (
    <>
      <section className="card stack" data-state="not-configured">
        <span className="badge">{t('account.notConfigured.badge')}</span>
        <p>{t('account.notConfigured.body', { provider })}</p>
        <p className="muted small">{t(me.data ? 'account.notConfigured.linkLater' : 'account.notConfigured.hint', { provider })}</p>
        {me.data ? (
          <div className="row">
            <Link className="button secondary" to="/setting">
              {t('routes.setting')}
            </Link>
          </div>
        ) : null}
      </section>
      <SignInMethods except={screenPath} />
    </>
  );
}
