import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import logoUrl from '../../../assets/logo.svg';
import { GameIcon } from '../../screens/main/GameIcon';
import { scrollIntoRow } from '../../browser/scrollIntoRow';
import { BUILD_ID } from '../../services/update/buildId';
import { STORE_BUILD } from '../../services/site/storeBuild';
import { CURRENT_SITE_SET } from '../routes/currentSiteSet';
import { ROUTES } from '../routes/routeTable';
import { routesFor } from '../routes/routesFor';
import { frameForPath } from './frameForPath';
import { GameNav, SectionLinks } from './GameNav';
import { PublicBar } from './PublicBar';

const routes = routesFor(ROUTES, CURRENT_SITE_SET, STORE_BUILD);

/**
 * Page frame: a header with the brand, the screen, and a footer with legal links and the build id. The public site's
 * pages carry its own bar; the game's screens carry the hub (a tab bar on a phone, a side rail on a desktop) and,
 * in the header, Settings as an icon (a text link was cut on a phone).
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const frame = frameForPath(pathname, routes, CURRENT_SITE_SET);
  const nav = useActiveLinkInView(pathname);
  return (
    <div className="app" data-site-set={CURRENT_SITE_SET} data-frame={frame}>
      <header className="app-header">
        {/* On a phone the name is hidden and the logo alone is the link: the label names it either way. */}
        <Link to={frame === 'game' ? '/main' : '/'} className="brand" aria-label={t('app.name')}>
          <img src={logoUrl} alt="" width={28} height={28} />
          <span className="brand-name">{t('app.name')}</span>
        </Link>
        {frame === 'public' ? (
          <div ref={nav} className="app-nav-box"><PublicBar /></div>
        ) : (
          <Link to="/setting" className="header-icon" aria-label={t('nav.settings')} aria-current={pathname === '/setting' ? 'page' : undefined}>
            <GameIcon name="settings" />
          </Link>
        )}
      </header>
      {frame === 'game' ? <GameNav /> : null}
      <main className="app-main">
        {frame === 'game' ? <SectionLinks /> : null}
        {children}
      </main>
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
 * On a narrow phone (or in a longer language) the public bar's links scroll sideways and the current one can sit
 * past the edge: bring it into view after each navigation, without moving the page itself.
 */
function useActiveLinkInView(pathname: string) {
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = holder.current?.querySelector<HTMLElement>('nav');
    const active = box?.querySelector<HTMLElement>('a.active');
    if (box && active) scrollIntoRow(box, active);
  }, [pathname]);
  return holder;
}
