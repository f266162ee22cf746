import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { playUrlForHost } from '../../services/site/siteSet';

// Home is the brand's link: a text link for it cost the phone the room the others need.
const PUBLIC_LINKS = [
  { to: '/notices', key: 'notices' },
  { to: '/whitelist', key: 'whitelist' },
] as const;

/** The public site's bar: its own pages and Play (into the app, on an app host when this one is public). */
export function PublicBar() {
  const { t } = useTranslation();
  const play = playUrlForHost(window.location.host, window.location.protocol);
  return (
    <nav className="app-nav" aria-label={t('nav.menu')}>
      {PUBLIC_LINKS.map((link) => (
        <NavLink key={link.to} to={link.to} end>
          {t(`nav.${link.key}`)}
        </NavLink>
      ))}
      {play.startsWith('/') ? (
        <Link className="app-nav-play" to={play}>{t('nav.play')}</Link>
      ) : (
        <a className="app-nav-play" href={play}>{t('nav.play')}</a>
      )}
    </nav>
  );
}
