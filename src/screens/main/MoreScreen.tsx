import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useMe } from '../../services/session/useMe';
import { GameIcon } from './GameIcon';
import { visibleMenu } from './mainMenu';

/**
 * /more: every place of the game, grouped with icons: first the groups without a tab of their own (currency, friends,
 * settings, and any group added later), then the tabs' groups, so every screen is listed here.
 */
export default function MoreScreen() {
  const { t } = useTranslation();
  const me = useMe();
  const signedIn = me.data === undefined ? undefined : me.data !== null;
  const groups = visibleMenu(signedIn);
  const ordered = [...groups.filter((g) => !g.tab), ...groups.filter((g) => g.tab)];
  return (
    <div className="more-screen">
      <h1>{t('routes.more')}</h1>
      <p className="muted">{t('hub.moreIntro')}</p>
      <div className="more-groups">
        {ordered.map((group) => (
          <nav key={group.key} className="card more-group" aria-label={t(`main.groups.${group.key}`)}>
            <h2><GameIcon name={group.icon} />{t(`main.groups.${group.key}`)}</h2>
            <ul>
              {group.items.map((entry) => (
                <li key={entry.path}><Link to={entry.path}>{t(`routes.${entry.titleKey}`)}</Link></li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
    </div>
  );
}
