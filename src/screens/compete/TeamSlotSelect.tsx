import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useTeams } from '../../services/teams';
import { teamName } from '../teams/teamName';

/** The slot of the player's first saved team once the teams are loaded (null: none yet), and its setter. */
export function useFirstTeamSlot(): [number | null, (slot: number) => void] {
  const teams = useTeams();
  const [slot, setSlot] = useState<number | null>(null);
  const first = teams.data?.teams[0]?.slot ?? null;
  useEffect(() => {
    if (slot === null && first !== null) setSlot(first);
  }, [slot, first]);
  return [slot, setSlot];
}

/** Which saved team to enter with (a name the game gave in the current language); a link to make one when there is none. */
export function TeamSlotSelect({ slot, onChange }: { slot: number | null; onChange: (slot: number) => void }) {
  const { t } = useTranslation(['compete', 'cards', 'units']);
  const teams = useTeams();
  if (teams.data && teams.data.teams.length === 0) {
    return (
      <p className="small">
        {t('tournaments.join.noTeam')} <Link to="/my-team">{t('tournaments.join.makeTeam')}</Link>
      </p>
    );
  }
  return (
    <label>
      {t('tournaments.join.team')}
      <select value={slot ?? ''} onChange={(e) => onChange(Number(e.target.value))} data-testid="team-slot">
        {(teams.data?.teams ?? []).map((team) => <option key={team.slot} value={team.slot} translate="no">{t('tournaments.join.teamSlot', { slot: team.slot, name: teamName(team.name, team.slot, t) })}</option>)}
      </select>
    </label>
  );
}
