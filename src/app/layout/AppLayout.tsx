import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
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
  const nav = useActiveLinkInView();
  return (
    <div className="app" data-site-set={CURRENT_SITE_SET}>
      <header className="app-header">
        {/* On a phone the name is hidden and the logo alone is the link: the label names it either way. */}
        <Link to="/" className="brand" aria-label={t('app.name')}>
          <img src={logoUrl} alt="" width={28} height={28} />
          <span className="brand-name">{t('app.name')}</span>
        </Link>
        <nav ref={nav} className="app-nav" aria-label={t('nav.menu')}>
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

/**
 * On a narrow phone (or in a longer language) the header links scroll sideways and the current one can sit
 * past the edge: bring it into view after each navigation, without moving the page itself.
 */
function useActiveLinkInView() {
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    const box = nav.current;
    const active = box?.querySelector<HTMLElement>('a.active');
    if (!box || !active) return;
    const link = active.getBoundingClientRect();
    const frame = box.getBoundingClientRect();
    if (link.right > frame.right) box.scrollLeft += link.right - frame.right;
    else if (link.left < frame.left) box.scrollLeft -= frame.left - link.left;
  }, [pathname]);
  return nav;
}
