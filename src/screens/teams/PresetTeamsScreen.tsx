import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { cardArtPath } from '../../contracts/art/artPaths';
import { presetTeams, type PresetTeam } from '../../rules/teams/presetTeams';
import { MAX_TEAMS, type SavedTeam } from '../../contracts/teams/savedTeam';
import { teamSynergies } from '../../rules/teams/teamSynergies';
import { teamPower } from '../../rules/teams/unitPower';
import { useOwnedCards } from '../../services/cards';
import { useSaveTeam, useTeams } from '../../services/teams';
import { ApiErrorMessage } from '../shared/ApiErrorMessage';
import { teamErrorText } from '../shared/teamErrorText';
import { teamName } from './teamName';
import '../cards/cards.css';
import './teams.css';

/** The first empty slot, else slot 1. */
function defaultSlot(teams: readonly SavedTeam[]): number {
  for (let n = 1; n <= MAX_TEAMS; n++) if (!teams.some((x) => x.slot === n)) return n;
  return 1;
}

function PresetCard({ preset, teams }: { preset: PresetTeam; teams: readonly SavedTeam[] }) {
  const { t } = useTranslation(['cards', 'units', 'teamAdvice']);
  const navigate = useNavigate();
  const [slot, setSlot] = useState(() => defaultSlot(teams));
  const [error, setError] = useState<string | null>(null);
  const units = useMemo(() => preset.units.map(({ cardId, level, position }) => ({ cardId, level, position })), [preset]);
  const active = teamSynergies(units).filter((s) => s.level > 0);
  const familyName = t(`units:family.${preset.family}`);
  const replaced = teams.find((x) => x.slot === slot);
  const copy = useSaveTeam({
    onSuccess: () => navigate(`/my-team?slot=${slot}`),
    onError: (e) => setError(teamErrorText(e, t)),
  });
  return (
    <section className="card preset" data-family={preset.family} data-testid={`preset-${preset.family}`} id={`preset-${preset.family}`}>
      <div className="preset-head">
        <h2>{familyName}</h2>
        <span className="team-power"><span className="small muted">{t('cards:teams.power.label')}</span><strong>{teamPower(units)}</strong></span>
      </div>
      <p className="small muted">{t('cards:teams.presets.familyCards', { count: preset.familyCards, family: familyName })}</p>
      <p className="small preset-good-at" data-testid="preset-good-at">{t(`teamAdvice:goodAt.${preset.family}`)}</p>
      <div className="preset-units">
        {preset.units.map((u) => (
          <img key={u.instanceId} src={cardArtPath(u.cardId)} alt={t(`units:card.${u.cardId}.name`)} title={t(`units:card.${u.cardId}.name`)} width={64} height={64} />
        ))}
      </div>
      <div className="preset-synergies">
        {active.map((s) => (
          <span key={s.synergy} className="tag">{t('cards:teams.presets.synergyTag', { name: t(`units:synergy.${s.synergy}.name`), level: s.level })}</span>
        ))}
      </div>
      <div className="preset-actions">
        <select value={slot} onChange={(e) => setSlot(Number(e.target.value))} aria-label={t('cards:teams.presets.slotPicker')}>
          {Array.from({ length: MAX_TEAMS }, (_, i) => i + 1).map((n) => {
            const team = teams.find((x) => x.slot === n);
            return <option key={n} value={n} translate={team ? 'no' : undefined}>{t('cards:teams.slot', { slot: n })}{team ? ` · ${teamName(team.name, n, t)}` : ` · ${t('cards:teams.emptySlot')}`}</option>;
          })}
        </select>
        <button type="button" className="button" onClick={() => copy.mutate({ params: { slot }, body: { name: familyName, units: preset.units.map(({ instanceId, position }) => ({ instanceId, position })) } })} disabled={copy.isPending}>
          {copy.isPending ? t('cards:teams.presets.copying') : t('cards:teams.presets.copy', { slot })}
        </button>
      </div>
      {replaced ? <p className="small muted">{t('cards:teams.presets.replaces', { name: teamName(replaced.name, replaced.slot, t) })}</p> : null}
      {error ? <p className="notice error" role="alert">{error}</p> : null}
    </section>
  );
}

/**
 * /preset-teams: a ready-made team from the player's own cards around each synergy theme (what it is good at, how
 * it stands), one tap to copy into a slot; `?family=` (the win-odds advice) brings that preset into view.
 */
export default function PresetTeamsScreen() {
  const { t } = useTranslation(['cards']);
  const owned = useOwnedCards();
  const teams = useTeams();
  const presets = useMemo(() => presetTeams((owned.data?.cards ?? []).filter((c) => c.lockedBy !== 'market')), [owned.data]);
  const [params] = useSearchParams();
  const wanted = params.get('family');
  const ready = presets.length > 0 && teams.data !== undefined;
  useEffect(() => {
    if (ready && wanted) document.getElementById(`preset-${wanted}`)?.scrollIntoView({ block: 'start' });
  }, [ready, wanted]);
  if (owned.isError) return <ApiErrorMessage error={owned.error} onRetry={() => void owned.refetch()} />;
  if (teams.isError) return <ApiErrorMessage error={teams.error} onRetry={() => void teams.refetch()} />;
  if (!owned.data || !teams.data) return <p className="loading">{t('cards:common.loading')}</p>;
  return (
    <>
      <h1>{t('cards:teams.presets.title')}</h1>
      <p className="muted">{t('cards:teams.presets.intro')}</p>
      {presets.length === 0 ? (
        <p className="message">{t('cards:teams.presets.none')}</p>
      ) : (
        <div className="preset-list">
          {presets.map((p) => (
            <PresetCard key={p.family} preset={p} teams={teams.data.teams} />
          ))}
        </div>
      )}
    </>
  );
}
