import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** Props of {@link ComingSoon}: the screen's key under ui:routes. */
export interface ComingSoonProps {
  screen: string;
}

/**
 * The page of a screen whose feature arrives in a later issue: names the screen (translated) and says it is
 * coming. No placeholder data.
 */
export function ComingSoon({ screen }: ComingSoonProps) {
  const { t } = useTranslation();
  const title = t(`routes.${screen}`);
  return (
    <section className="card coming-soon" data-screen={screen}>
      <span className="badge">{t('comingSoon.badge')}</span>
      <h1>{title}</h1>
      <p className="muted">{t('comingSoon.body', { screen: title })}</p>
      <Link className="button secondary" to="/main">
        {t('comingSoon.back')}
      </Link>
    </section>
  );
}
