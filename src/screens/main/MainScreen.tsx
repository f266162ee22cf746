import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useMe } from '../../services/session/useMe';
import { BattleAction } from './BattleAction';
import { FirstRunCoach } from './FirstRunCoach';
import { BATTLE_MODES } from './battleModes';
import { GameIcon } from './GameIcon';
import { ModeChoiceLabel } from './ModeChoiceLabel';
import { visibleMenu } from './mainMenu';
import { PlayerHeader } from './PlayerHeader';
import { LobbyQuestsSlot } from '../seasons/LobbyQuestsSlot';
import './lobby.css';

const LobbyTeam = lazy(() => import('./LobbyTeam'));

/**
 * /main (and / on the app host): the game lobby, the Battle tab. The player header, one large Battle action (mode
 * picker), the active team, and the four modes as cards; a visitor also gets the ways to sign in. Everything else
 * is one tap away in the tab bar (phone) or the side rail (desktop). Every block reserves its height from the first
 * paint, so the page never shifts as the account and the team load.
 */
export default function MainScreen() {
  const { t } = useTranslation();
  const me = useMe();
  const signedIn = me.data === undefined ? undefined : me.data !== null;
  const signIn = visibleMenu(signedIn).filter((group) => group.signedOutOnly);
  return (
    <div className="lobby">
      <div className="lobby-title">
        <h1>{t('main.title')}</h1>
        <p className="muted small">{t('main.intro')}</p>
      </div>
      <div className="lobby-columns">
        <div className="lobby-column">
          <PlayerHeader />
          <FirstRunCoach />
          <BattleAction />
          {signedIn ? (
            <Suspense fallback={<section className="card lobby-team" aria-busy="true" aria-label={t('main.team.title')} />}>
              <LobbyTeam />
            </Suspense>
          ) : (
            <section className="card lobby-team lobby-watch" aria-label={t('main.watch')} aria-busy={signedIn === undefined}>
              {signedIn === false ? (
                <>
                  <GameIcon name="battle" className="lobby-team-empty-icon" />
                  <span className="small muted">{t('main.watchHint')}</span>
                  <Link className="button secondary" to="/battle?watch=random" data-watch-battle>{t('main.watch')}</Link>
                </>
              ) : null}
            </section>
          )}
        </div>
        <div className="lobby-column">
          <ul className="lobby-modes" aria-label={t('main.groups.battles')}>
            {BATTLE_MODES.map((mode) => (
              <li key={mode.key}>
                <Link to={mode.path} className="mode-choice" data-lobby-mode={mode.key}>
                  <ModeChoiceLabel mode={mode} />
                </Link>
              </li>
            ))}
          </ul>
          {signIn.map((group) => (
            <nav key={group.key} className="lobby-group" aria-label={t(`main.groups.${group.key}`)}>
              <h2><GameIcon name={group.icon} />{t(`main.groups.${group.key}`)}</h2>
              <div className="lobby-links">
                {group.items.map((entry) => (
                  <Link key={entry.path} to={entry.path}>{t(`routes.${entry.titleKey}`)}</Link>
                ))}
              </div>
            </nav>
          ))}
          {/* Last in its column: the card appears once the account is known, and nothing below it moves. */}
          {signedIn ? <LobbyQuestsSlot /> : null}
        </div>
      </div>
    </div>
  );
}
