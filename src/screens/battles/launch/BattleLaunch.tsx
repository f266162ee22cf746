import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { UseQueryResult } from '@tanstack/react-query';
import { cardArtPath } from '../../../contracts/art/artPaths';
import type { BattleMode, BattleReward, SeedCommit } from '../../../contracts/battles';
import { projectStamina } from '../../../rules/staminaClock';
import { isApiError } from '../../../services/api/apiError';
import { useStartBattle } from '../../../services/battles';
import { useOwnedCards } from '../../../services/cards/cardQueries';
import { useMe } from '../../../services/session/useMe';
import { useTeams } from '../../../services/teams';
import { useCommitFeedback } from '../../../services/telegram/useCommitFeedback';
import { refusalText } from '../../shared/refusalText';
import { teamErrorText } from '../../shared/teamErrorText';
import { teamName } from '../../teams/teamName';
import { battlePath } from '../battlePath';
import { RewardList } from '../RewardList';
import { FormationCoach, type CoachedTeam } from './FormationCoach';
import { OddsPreview } from './OddsPreview';
import { teamOptions, type TeamUnits } from './teamOptions';

/** What a battle costs and pays, shown before the player commits. */
export interface LaunchTerms {
  staminaCost: number;
  winReward: BattleReward;
  lossReward: BattleReward;
  /** The campaign's first-clear reward, when this stage was never won. */
  firstClearReward?: BattleReward | null;
}

/** Props of {@link BattleLaunch}. */
export interface BattleLaunchProps {
  mode: BattleMode;
  stageId?: string;
  /** The enemy team for the odds preview (null: the server deals both teams). */
  opponent: TeamUnits | null;
  terms: LaunchTerms;
  /** This battle's seed commitment (the screen asks for it; PvP reads its matched opponent too). */
  commit: UseQueryResult<SeedCommit>;
  /** Why this battle cannot start now (a locked stage, the daily limit), worded; null when it can. */
  blocked?: string | null;
  /** Bring Fight into view once it can be pressed (the player came here to fight: "Next stage", the guide). */
  focusFight?: boolean;
}

function Portraits({ team, label }: { team: TeamUnits; label: string }) {
  const { t } = useTranslation('units');
  const placed = [...team.units].sort((a, b) => a.position - b.position);
  // The slots are not drawn here; the attribute lets a story see that a formation (not only its cards) changed.
  return (
    <ul className="launch-portraits" aria-label={label} data-formation={placed.map((u) => `${u.cardId}@${u.position}`).join(' ')}>
      {placed.map((unit) => (
        <li key={`${unit.position}-${unit.cardId}`}>
          <img src={cardArtPath(unit.cardId)} alt={t(`card.${unit.cardId}.name`)} width={40} height={40} decoding="async" />
          <span className="lvl">{unit.level}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The commit panel every mode screen shares: cost and pay, the team (a saved team, or a quick team of the
 * player's best cards) against the opponent with the win-odds preview, the server's published seed hash, an
 * optional client seed, and one big Fight button; a start opens the battle screen on the stored battle.
 */
export function BattleLaunch({ mode, stageId, opponent, terms, commit, blocked = null, focusFight = false }: BattleLaunchProps) {
  const { t } = useTranslation(['modes', 'ui', 'cards', 'units']);
  const navigate = useNavigate();
  const me = useMe();
  const teams = useTeams();
  const owned = useOwnedCards();
  const start = useStartBattle();
  useCommitFeedback(start);
  const [teamId, setTeamId] = useState<string | null>(null);
  const [clientSeed, setClientSeed] = useState('');
  const needsTeam = mode !== 'random_team';
  const options = useMemo(() => (teams.data && owned.data ? teamOptions(teams.data.teams, owned.data.cards) : []), [teams.data, owned.data]);
  const chosen = options.find((o) => o.id === teamId) ?? options[0] ?? null;
  // The coach's formation, while the player keeps it, stands in for the chosen team in this fight.
  const [coached, setCoached] = useState<{ for: string; team: CoachedTeam } | null>(null);
  const applied = coached !== null && chosen !== null && coached.for === chosen.id ? coached.team : null;
  const fighting = chosen === null ? null : applied === null ? chosen : {
    ...chosen,
    team: applied.team,
    choice: { units: applied.team.units.map((u, i) => ({ instanceId: applied.instances[i]!, position: u.position })) },
  };
  const stamina = me.data ? projectStamina(me.data.stamina, Date.now()).current : null;
  const short = stamina !== null && stamina < terms.staminaCost;
  const teamsLoading = needsTeam && (teams.isPending || owned.isPending);
  const fightButton = useRef<HTMLButtonElement>(null);
  const focused = useRef<string | null>(null);
  const canFight = Boolean(commit.data) && !teamsLoading && (!needsTeam || chosen !== null);
  useEffect(() => {
    const key = stageId ?? mode;
    if (!focusFight || !canFight || focused.current === key) return;
    focused.current = key;
    fightButton.current?.scrollIntoView({ block: 'nearest' });
  }, [focusFight, canFight, stageId, mode]);

  const fight = async () => {
    if (!commit.data || (needsTeam && !chosen)) return;
    try {
      const answer = await start.start({ mode, stageId, ...(needsTeam && fighting ? fighting.choice : {}), commitId: commit.data.commitId, clientSeed });
      // Just fought: its result celebrates the rewards (a replay from the history shows them as they are).
      navigate(battlePath(answer.battle.id), { state: { justFought: true } });
    } catch (error) {
      // After a refusal the next try asks for the commitment again (a used or expired one is replaced; a PvP offer
      // still open comes back unchanged); after a lost answer the same key and commitment retry, so a battle the
      // server did start is answered again instead of refused. The error is shown below.
      if (isApiError(error) && error.reason) void commit.refetch();
    }
  };

  return (
    <section className="card launch" data-testid="launch" aria-label={t('launch.title')}>
      <h2>{t('launch.title')}</h2>
      <dl className="launch-terms">
        <div><dt>{t('launch.cost')}</dt><dd className="launch-cost" data-testid="launch-cost">{terms.staminaCost === 0 ? t('launch.free') : t('launch.stamina', { count: terms.staminaCost })}</dd></div>
        {terms.firstClearReward ? <div><dt>{t('launch.firstClear')}</dt><dd data-testid="launch-first-clear"><RewardList rewards={terms.firstClearReward} /></dd></div> : null}
        <div><dt>{t('launch.win')}</dt><dd data-testid="launch-win"><RewardList rewards={terms.winReward} /></dd></div>
        <div><dt>{t('launch.loss')}</dt><dd><RewardList rewards={terms.lossReward} /></dd></div>
      </dl>

      {needsTeam ? (
        teamsLoading ? <p className="small muted">{t('ui:app.loading')}</p> : chosen === null ? (
          <div className="message">
            <p>{t('launch.noTeam')}</p>
            <Link className="button secondary" to="/preset-teams">{t('launch.buildTeam')}</Link>
          </div>
        ) : (
          <>
            <label className="launch-team-pick">
              <span className="small muted">{t('launch.team')}</span>
              <select value={chosen.id} onChange={(e) => setTeamId(e.target.value)} data-testid="launch-team">
                {options.map((o) => <option key={o.id} value={o.id} translate={o.name === null ? undefined : 'no'}>{o.name === null ? t('launch.quickTeam') : t('launch.savedTeam', { name: teamName(o.name, o.slot ?? 0, t), slot: o.slot })}</option>)}
              </select>
            </label>
            <div className="launch-teams">
              <Portraits team={fighting!.team} label={t('launch.yourTeam')} />
              {opponent ? <><span className="launch-vs">{t('launch.vs')}</span><Portraits team={opponent} label={t('launch.enemyTeam')} /></> : null}
            </div>
            {opponent ? <OddsPreview team={fighting!.team} opponent={opponent} /> : null}
            {opponent && owned.data ? <FormationCoach team={chosen.team} instances={chosen.instances} opponent={opponent} owned={owned.data.cards} applied={applied} onApply={(team) => setCoached(team === null ? null : { for: chosen.id, team })} /> : null}
          </>
        )
      ) : (
        <p className="small muted">{t('launch.dealt')}</p>
      )}

      <details className="launch-seed">
        <summary className="small">{t('launch.seed.title')}</summary>
        <span className="small muted">{t('launch.seed.commitment')}</span>
        <code data-testid="seed-commitment">{commit.data?.serverSeedHash ?? '…'}</code>
        <label>
          <span className="small muted">{t('launch.seed.client')}</span>
          <input value={clientSeed} maxLength={64} onChange={(e) => setClientSeed(e.target.value.replace(/[^\x20-\x7e]/g, ''))} placeholder={t('launch.seed.placeholder')} data-testid="client-seed" />
        </label>
      </details>

      {blocked ? <p className="message small" data-testid="launch-blocked">{blocked}</p> : null}
      {short && !blocked ? (
        <p className="message small" data-testid="launch-short">
          {t('launch.short', { needed: terms.staminaCost, current: stamina })} <Link to="/recover-stamina">{t('launch.buyStamina')}</Link>
        </p>
      ) : null}
      {start.isError ? <p className="message error" role="alert" data-testid="launch-error">{teamErrorText(start.error, t, ['modes', 'ui'])}</p> : null}
      {commit.isError ? <p className="message error" role="alert">{refusalText(commit.error, t, ['modes', 'ui'])}</p> : null}
      <button
        type="button"
        ref={fightButton}
        className="button launch-start"
        data-testid="fight"
        onClick={() => void fight()}
        disabled={!commit.data || start.isPending || Boolean(blocked) || short || (needsTeam && !chosen)}
      >
        {start.isPending ? t('launch.starting') : terms.staminaCost > 0 ? t('launch.fightFor', { count: terms.staminaCost }) : t('launch.fight')}
      </button>
    </section>
  );
}
