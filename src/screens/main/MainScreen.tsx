import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MAIN_MENU } from './mainMenu';
import { PlayerHeader } from './PlayerHeader';

/** /main (and / on the app host): the app's hub, linking every app screen. */
export default function MainScreen() {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t('main.title')}</h1>
      <PlayerHeader />
      <p className="muted">{t('main.intro')}</p>
      <section className="card row watch-battle">
        <Link className="button" to="/battle?watch=random" data-watch-battle>{t('main.watch')}</Link>
        <span className="muted small">{t('main.watchHint')}</span>
      </section>
      {MAIN_MENU.map((group) => (
        <nav key={group.key} className="menu-group" aria-label={t(`main.groups.${group.key}`)}>
          <h2>{t(`main.groups.${group.key}`)}</h2>
          <div className="menu-grid">
            {group.items.map((entry) => (
              <Link key={entry.path} to={entry.path}>
                {t(`routes.${entry.titleKey}`)}
              </Link>
            ))}
          </div>
        </nav>
      ))}
    </>
  );
}
