import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import logoUrl from '../../../assets/logo.svg';
import { useDebugMode } from '../../services/debug/debugMode';
import { rememberInviteCode } from '../../services/launch/inviteCode';
import { launchPlayer } from '../../services/launch/launchPlayer';
import { launchTarget } from '../../services/launch/launchTarget';
import { launchStartParam } from '../../services/launch/launchStartParam';
import type { StartParam } from '../../services/launch/startParam';
import { useMe } from '../../services/session/useMe';
import { useTelegramStore } from '../telegram/telegramSession';
import './launchSplash.css';

/**
 * /launch: the mini-app's entry point (set it as the bot's Mini App URL) and its web equivalent. Reads the start
 * parameter (docs/CLIENT.md, "/launch"), shows the branded splash while the session restores, then routes:
 * a replay to the battle screen, an invitation (remembered for sign-up) to the new-player start, and debug or
 * anything else (also a malformed or over-long parameter) to the lobby, or home when signed out.
 */
export default function LaunchScreen() {
  const { t } = useTranslation();
  const [param] = useState<StartParam>(launchStartParam);
  const me = useMe();
  const createdAccountId = useTelegramStore((state) => state.createdAccountId);
  const player = launchPlayer(me, createdAccountId);
  useEffect(() => {
    if (param.kind === 'debug') useDebugMode.setState({ on: true });
  }, [param]);
  useEffect(() => {
    // Kept for the sign-up that follows. An account the mini-app's sign-in has just created claimed the code
    // itself (from the launch parameters), and an existing account cannot take an inviter.
    if (param.kind === 'invite' && player === 'signedOut') rememberInviteCode(param.code);
  }, [param, player]);
  if (player) return <Navigate to={launchTarget(param, player)} replace />;
  return (
    <section className="launch-splash" role="status" aria-live="polite" data-start-kind={param.kind}>
      <img className="launch-logo" src={logoUrl} alt="" width={112} height={112} />
      <p className="launch-name">{t('app.name')}</p>
      <div className="spinner" aria-hidden="true" />
      <p className="muted">{t('launch.restoring')}</p>
    </section>
  );
}
