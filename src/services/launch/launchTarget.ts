import { replayPath } from '../../contracts/replay/battleSource';
import type { LaunchPlayer } from './launchPlayer';
import type { StartParam } from './startParam';

/**
 * Where /launch sends the player once the session is known: a replay opens the battle screen on it
 * (`/battle?r=<code>`, a server battle `/battle?id=<id>`), an invitation the new-player start (the lobby for a
 * returning player), and debug or anything else the lobby (`/main`), or home (`/`) when signed out.
 */
export function launchTarget(param: StartParam, player: LaunchPlayer): string {
  const lobby = player === 'signedOut' ? '/' : '/main';
  if (param.kind === 'replay') return replayPath(param.code);
  if (param.kind === 'battle') return `/battle?id=${encodeURIComponent(param.battleId)}`;
  if (param.kind === 'invite') return player === 'returning' ? '/main' : '/new-player';
  return lobby;
}
