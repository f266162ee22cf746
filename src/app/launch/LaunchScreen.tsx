import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import logoUrl from '../../../assets/logo.svg';
import { useDebugMode } from '../../services/debug/debugMode';
import { rememberInviteCode } from '../../services/launch/inviteCode';
import { launchTarget } from '../../services/launch/launchTarget';
import { readStartParam } from '../../services/launch/readStartParam';
import { parseStartParam, type StartParam } from '../../services/launch/startParam';
import { useMe } from '../../services/session/useMe';
import './launchSplash.css';

function storedLaunchParams(): string | null {
  try {
    return sessionStorage.getItem('tapps/launchParams');
  } catch {
    return null;
  }
}

/**
 * /launch: the mini-app's entry point (set it as the bot's Mini App URL) and its web equivalent. Reads the start
 * parameter (docs/CLIENT.md, "/launch"), shows the branded splash while the session restores, then routes:
 * a replay to the battle screen, an invitation (remembered for sign-up) to the new-player start, and debug or
 * anything else (also a malformed or over-long parameter) to the lobby, or home when signed out.
 */
export default function LaunchScreen() {
  const { t } = useTranslation();
  const [param] = useState<StartParam>(() =>
    parseStartParam(readStartParam({ search: window.location.search, hash: window.location.hash, storedLaunchParams: storedLaunchParams() })),
  );
  const me = useMe();
  useEffect(() => {
    if (param.kind === 'invite') rememberInviteCode(param.code);
    if (param.kind === 'debug') useDebugMode.setState({ on: true });
  }, [param]);
  // A failed session check is not an error screen here: the lobby shows it with a retry.
  if (me.data !== undefined || me.isError) return <Navigate to={launchTarget(param, Boolean(me.data) || me.isError)} replace />;
  return (
    <section className="launch-splash" role="status" aria-live="polite" data-start-kind={param.kind}>
      <img className="launch-logo" src={logoUrl} alt="" width={112} height={112} />
      <p className="launch-name">{t('app.name')}</p>
      <div className="spinner" aria-hidden="true" />
      <p className="muted">{t('launch.restoring')}</p>
    </section>
  );
}
