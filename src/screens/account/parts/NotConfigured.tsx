import { useTranslation } from 'react-i18next';
import { SignInMethods } from './SignInMethods';

/** Props of {@link NotConfigured}: the provider's display name and the screen it replaces. */
export interface NotConfiguredProps {
  provider: string;
  screenPath: string;
}

/** Explains that this server has no settings for a provider (no button that cannot work), and offers the rest. */
export function NotConfigured({ provider, screenPath }: NotConfiguredProps) {
  const { t } = useTranslation();
  return (
    <>
      <section className="card stack" data-state="not-configured">
        <span className="badge">{t('account.notConfigured.badge')}</span>
        <p>{t('account.notConfigured.body', { provider })}</p>
        <p className="muted small">{t('account.notConfigured.hint', { provider })}</p>
      </section>
      <SignInMethods except={screenPath} />
    </>
  );
}
