import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import logoUrl from '../../../assets/logo.svg';
import { BUILD_ID } from '../../services/update/buildId';
import { CURRENT_SITE_SET } from '../routes/currentSiteSet';

interface NavItem {
  to: string;
  key: string;
}

/** Header links per site set: the public site's pages, the app's hub pages, or both on a merged host. */
const NAV: Record<typeof CURRENT_SITE_SET, NavItem[]> = {
  public: [
    { to: '/', key: 'home' },
    { to: '/notices', key: 'notices' },
    { to: '/whitelist', key: 'whitelist' },
  ],
  app: [
    { to: '/', key: 'main' },
    { to: '/notices', key: 'notices' },
    { to: '/setting', key: 'settings' },
  ],
  merged: [
    { to: '/', key: 'home' },
    { to: '/main', key: 'main' },
    { to: '/notices', key: 'notices' },
    { to: '/whitelist', key: 'whitelist' },
    { to: '/setting', key: 'settings' },
  ],
};

/** Page frame: header with the brand and navigation, the screen, and a footer with legal links and build id. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="app" data-site-set={CURRENT_SITE_SET}>
      <header className="app-header">
        <Link to="/" className="brand">
          <img src={logoUrl} alt="" width={28} height={28} />
          <span className="brand-name">{t('app.name')}</span>
        </Link>
        <nav className="app-nav" aria-label={t('nav.menu')}>
          {NAV[CURRENT_SITE_SET].map((item) => (
            <NavLink key={item.to} to={item.to} end>
              {t(`nav.${item.key}`)}
            </NavLink>
          ))}
        </nav>
      </header>
      <main className="app-main">{children}</main>
      <footer className="app-footer">
        <span>{t('footer.rights', { year: new Date().getFullYear() })}</span>
        <Link to="/terms">{t('nav.terms')}</Link>
        <Link to="/privacy">{t('nav.privacy')}</Link>
        <span data-build-id={BUILD_ID}>{t('footer.build', { id: BUILD_ID })}</span>
      </footer>
    </div>
  );
}
