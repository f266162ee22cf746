import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { GameIcon } from '../../screens/main/GameIcon';
import { tabForPath, tabsOf } from '../../screens/main/mainMenu';
import { scrollIntoRow } from '../../browser/scrollIntoRow';

/**
 * The game's places, one list styled two ways: a bottom tab bar on a phone (five tabs and More, clear of the home
 * indicator through the safe-area insets) and a side rail on a desktop, where the current tab also lists its screens.
 * Driven by the menu data (mainMenu.ts): a new group lands under More, a new item in its group, with no edit here.
 */
export function GameNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = tabForPath(pathname);
  const here = (path: string) => (path === pathname || (path === '/main' && pathname === '/') ? 'page' : undefined);
  return (
    <nav className="game-nav" aria-label={t('nav.menu')}>
      <ul className="game-tabs">
        {tabsOf().map((tab) => (
          <li key={tab.key} className={current?.key === tab.key ? 'current' : undefined}>
            <Link to={tab.path} className="game-tab" data-tab={tab.key} aria-current={here(tab.path)}>
              <GameIcon name={tab.icon} />
              <span className="game-tab-label">{t(`hub.tabs.${tab.key}`)}</span>
            </Link>
            {current?.key === tab.key ? (
              <ul className="game-rail-items">
                {tab.group.items.map((entry) => (
                  <li key={entry.path}>
                    <Link to={entry.path} aria-current={here(entry.path)}>{t(`routes.${entry.titleKey}`)}</Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
        <li className={current ? undefined : 'current'}>
          <Link to="/more" className="game-tab" data-tab="more" aria-current={here('/more')}>
            <GameIcon name="other" />
            <span className="game-tab-label">{t('hub.tabs.more')}</span>
          </Link>
        </li>
      </ul>
    </nav>
  );
}

/**
 * On a phone, the screens of the current tab as a row of links above the screen (the rail lists them on a desktop):
 * Campaign, Tower, Quick match, Duel and the history under Battle; the three rankings under Ranks.
 */
export function SectionLinks() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const tab = tabForPath(pathname);
  const row = useRef<HTMLElement>(null);
  useEffect(() => {
    // The row scrolls sideways when its links need more than a phone's width: the current one shows whole.
    const current = row.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (row.current && current) scrollIntoRow(row.current, current);
  }, [pathname]);
  // The Battle tab's own page (the lobby) shows the modes as cards already.
  if (!tab || tab.group.items.length < 2 || !tab.group.items.some((entry) => entry.path === pathname)) return null;
  const name = t(`hub.tabs.${tab.key}`);
  return (
    <nav className="section-links" aria-label={t('hub.section', { name })} ref={row}>
      {tab.group.items.map((entry) => (
        <Link key={entry.path} to={entry.path} aria-current={entry.path === pathname ? 'page' : undefined}>
          {t(`routes.${entry.titleKey}`)}
        </Link>
      ))}
    </nav>
  );
}
