import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { GameIcon } from '../main/GameIcon';
import '../battles/battles.css';

const BOARDS = [
  { path: '/online-battle-rank', titleKey: 'onlineBattleRank' },
  { path: '/online-user-rank', titleKey: 'onlineUserRank' },
  { path: '/online-team-rank', titleKey: 'onlineTeamRank' },
] as const;

/** The frame of a ranking screen: its title and what it ranks, tabs to the other two boards, then the board. */
export function RanksScreen({ titleKey, children }: { titleKey: (typeof BOARDS)[number]['titleKey']; children: ReactNode }) {
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
      <nav className="ranks-tabs" aria-label={t('modes:ranks.boards')}>
        {BOARDS.map((b) => <NavLink key={b.path} to={b.path} end>{t(`routes.${b.titleKey}`)}</NavLink>)}
      </nav>
      {children}
    </div>
  );
}
