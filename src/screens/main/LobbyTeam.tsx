import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { cardArtPath } from '../../contracts/art/artPaths';
import { teamSynergies } from '../../rules/teams/teamSynergies';
import { useTeams } from '../../services/teams';
import { teamName } from '../teams/teamName';
import { activeTeam } from './activeTeam';
import { GameIcon } from './GameIcon';

/**
 * The lobby's team card (its own chunk: it needs the teams API and the engine's synergy count): the active
 * team's portraits and its active synergies, or the way to build a first team. The card's height is fixed by
 * CSS in every state, so nothing below it moves as it loads.
 */
export default function LobbyTeam() {
  const { t } = useTranslation(['ui', 'units', 'cards']);
  const teams = useTeams();
  const team = teams.data ? activeTeam(teams.data.teams) : null;
  const synergies = useMemo(() => (team ? teamSynergies(team.units).filter((s) => s.level > 0) : []), [team]);
  if (teams.isPending) return <section className="card lobby-team" aria-busy="true" aria-label={t('main.team.title')} />;
  if (!team) {
    return (
      <section className="card lobby-team" aria-label={t('main.team.title')} data-state="empty">
        <GameIcon name="team" className="lobby-team-empty-icon" />
        <div>
          <strong>{t('main.team.none')}</strong>
          <p className="small muted">{t('main.team.noneHint')}</p>
        </div>
        <Link className="button secondary" to="/preset-teams">{t('main.team.build')}</Link>
      </section>
    );
  }
  const units = [...team.units].sort((a, b) => a.position - b.position);
  return (
    <section className="card lobby-team" aria-label={t('main.team.title')} data-state="team" data-slot={team.slot}>
      <div className="lobby-team-head">
        <span className="small muted">{team.defence ? t('main.team.defence') : t('main.team.title')}</span>
        <strong className="lobby-team-name" translate="no">{teamName(team.name, team.slot, t)}</strong>
        <Link className="small" to="/my-team">{t('main.team.edit')}</Link>
      </div>
      <ul className="lobby-portraits">
        {units.map((unit) => (
          <li key={unit.instanceId}>
            <img src={cardArtPath(unit.cardId)} alt={t('main.team.unit', { name: t(`units:card.${unit.cardId}.name`), level: unit.level })} width={52} height={52} decoding="async" />
            <span className="lobby-level">{unit.level}</span>
          </li>
        ))}
      </ul>
      <p className="lobby-synergies small">
        {synergies.length === 0
          ? <span className="muted">{t('main.team.noSynergy')}</span>
          : synergies.map((s) => (
            <span key={s.synergy} className="synergy-chip" data-synergy={s.synergy}>
              {t('main.team.synergy', { name: t(`units:synergy.${s.synergy}.name`), level: s.level })}
            </span>
          ))}
      </p>
    </section>
  );
}
