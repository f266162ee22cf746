import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GameIcon } from '../main/GameIcon';
import '../battles/battles.css';

/** The three ranking boards, by their route title keys. */
type BoardKey = 'onlineBattleRank' | 'onlineUserRank' | 'onlineTeamRank';

/**
 * The frame of a ranking screen: its title and what it ranks, then the board. The other boards are one tap away in
 * the Ranks tab's own links (the section links on a phone, the rail on a desktop), so the screen adds none.
 */
export function RanksScreen({ titleKey, children }: { titleKey: BoardKey; children: ReactNode }) {
  const { t } = useTranslation(['ui', 'modes']);
  return (
    <div className="ranks-screen">
      <div className="mode-hero">
        <GameIcon name="rankings" />
        <div>
          <h1>{t(`routes.${titleKey}`)}</h1>
          <p className="small muted">{t(`modes:ranks.about.${titleKey}`)}</p>
        </div>
      </div>
      {children}
    </div>
  );
}
