import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { api, EndpointResponse } from '../../../contracts/api';
import type { BattleMode } from '../../../contracts/battles';
import { useBattleModes } from '../../../services/battles';
import { useMe } from '../../../services/session/useMe';
import { ApiErrorMessage } from '../../shared/ApiErrorMessage';
import { GameIcon, type GameIconName } from '../../main/GameIcon';
import { BATTLE_MODES } from '../../main/battleModes';
import '../battles.css';

/** Each mode's screen title (ui:routes.<key>, also the document title). */
const MODE_TITLE_KEYS: Record<BattleMode, string> = { campaign: 'activityLevels', tower: 'infiniteLevelBattle', random_team: 'randomTeamBattle', pvp: 'randomPlayerBattle' };

/** What GET /api/battles/modes answers: terms and the player's progress in every mode. */
export type ModesData = EndpointResponse<typeof api.battleModes>;

/**
 * The frame of a mode screen: the mode's icon, name and one-line rules, then (once the modes' terms and the
 * player's progress are loaded) the screen's own body; a visitor is sent to start playing first.
 */
export function ModeScreen({ mode, children }: { mode: BattleMode; children: (data: ModesData) => ReactNode }) {
  const { t } = useTranslation(['modes', 'ui']);
  const me = useMe();
  const signedIn = me.data !== undefined && me.data !== null;
  const modes = useBattleModes(signedIn);
  const icon: GameIconName = BATTLE_MODES.find((m) => m.key === mode)?.icon ?? 'battle';
  const titleKey = MODE_TITLE_KEYS[mode];
  return (
    <div className="mode-screen" data-mode={mode}>
      <div className="mode-hero">
        <GameIcon name={icon} />
        <div>
          <h1>{t(`ui:routes.${titleKey}`)}</h1>
          <p className="small muted">{t(`intro.${mode}`)}</p>
        </div>
      </div>
      {me.data === null ? (
        <div className="card">
          <p>{t('signedOut')}</p>
          <Link className="button" to="/new-player">{t('play')}</Link>
        </div>
      ) : modes.isError ? (
        <ApiErrorMessage error={modes.error} onRetry={() => void modes.refetch()} />
      ) : !modes.data ? (
        <p className="loading">{t('ui:app.loading')}</p>
      ) : (
        children(modes.data)
      )}
    </div>
  );
}
