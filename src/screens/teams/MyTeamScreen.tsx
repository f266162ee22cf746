import { DndContext, DragOverlay, KeyboardSensor, MouseSensor, TouchSensor, useSensor, useSensors, type DragEndEvent, type DragStartEvent } from '@dnd-kit/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { cardArtPath } from '../../contracts/art/artPaths';
import { RULES } from '../../engine';
import { MAX_TEAMS, type SavedTeam } from '../../contracts/teams/savedTeam';
import { teamProblem } from '../../contracts/teams/teamProblem';
import { teamSynergies } from '../../rules/teams/teamSynergies';
import { teamPower } from '../../rules/teams/unitPower';
import { useOwnedCards } from '../../services/cards';
import { useDeleteTeam, useSaveTeam, useSetDefenceTeam, useTeams } from '../../services/teams';
import { haptic } from '../../services/telegram/haptics';
import { useTelegramHold } from '../../services/telegram/useTelegramHold';
import { ApiErrorMessage } from '../shared/ApiErrorMessage';
import { scrollIntoRow } from '../../browser/scrollIntoRow';
import { CardTray } from './CardTray';
import { DeployBoard } from './DeployBoard';
import { formationPlacements, formationUnits, placeCopy, removeCopy, sameFormation, type EditorCopy, type Formation } from './formation';
import { SynergyPanel } from './SynergyPanel';
import { boardAutoScroll, boardCollisions, cellStepCoordinates, teamDndAccessibility } from './teamEditorDnd';
import { teamErrorText } from '../shared/teamErrorText';
import { teamName } from './teamName';
import { DefenceShield } from './DefenceShield';
import { WinOddsPanel } from './WinOddsPanel';
import '../cards/cards.css';
import './teams.css';

type Notice = { kind: 'ok' | 'error'; text: string } | null;

function savedFormation(team: SavedTeam | undefined): Formation {
  return new Map((team?.units ?? []).map((u) => [u.position, { instanceId: u.instanceId, cardId: u.cardId, level: u.level }]));
}

/** The editor of one slot; remounted (fresh state) when the player switches slots. */
function TeamEditor({ slot, saved, teams, copies }: { slot: number; saved: SavedTeam | undefined; teams: readonly SavedTeam[]; copies: readonly EditorCopy[] }) {
  const { t } = useTranslation(['cards', 'units']);
  const baseline = useMemo(() => savedFormation(saved), [saved]);
  const [formation, setFormation] = useState<Formation>(baseline);
  const [name, setName] = useState(saved ? teamName(saved.name, slot, t) : t('cards:teamName.default', { slot }));
  const [selected, setSelected] = useState<EditorCopy | null>(null);
  const [dragging, setDragging] = useState<EditorCopy | null>(null);
  // A drag would otherwise fight Telegram's swipe-down-to-close.
  useTelegramHold('swipes', dragging !== null);
  const [notice, setNotice] = useState<Notice>(null);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 180, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: cellStepCoordinates }),
  );

  const accessibility = useMemo(() => teamDndAccessibility(t), [t]);
  const units = useMemo(() => formationUnits(formation), [formation]);
  const standings = useMemo(() => teamSynergies(units), [units]);
  const power = useMemo(() => teamPower(units), [units]);
  const problem = useMemo(() => teamProblem(units), [units]);
  const placedIds = new Set([...formation.values()].map((c) => c.instanceId));
  const free = copies.filter((c) => !placedIds.has(c.instanceId));
  const dirty = !sameFormation(formation, baseline) || name.trim() !== (saved ? teamName(saved.name, slot, t) : '');

  const save = useSaveTeam({
    onSuccess: ({ team }) => setNotice({ kind: 'ok', text: t('cards:teams.saved', { name: team.name, slot }) }),
    onError: (error) => setNotice({ kind: 'error', text: teamErrorText(error, t) }),
  });
  const remove = useDeleteTeam({
    onSuccess: () => {
      setFormation(new Map());
      setName(t('cards:teamName.default', { slot }));
      setNotice({ kind: 'ok', text: t('cards:teams.deleted', { slot }) });
    },
    onError: (error) => setNotice({ kind: 'error', text: teamErrorText(error, t) }),
  });
  const defend = useSetDefenceTeam({
    onSuccess: () => setNotice({ kind: 'ok', text: t('cards:teams.defenceSet', { name: saved ? teamName(saved.name, slot, t) : '' }) }),
    onError: (error) => setNotice({ kind: 'error', text: teamErrorText(error, t) }),
  });

  const put = (copy: EditorCopy, cellSlot: number) => {
    const result = placeCopy(formation, copy, cellSlot);
    if (!result.ok) {
      setNotice({ kind: 'error', text: t('cards:teams.board.full', { max: RULES.team.maxUnits }) });
      return;
    }
    setNotice(null);
    setFormation(result.formation);
    setSelected(null);
  };
  const onDragStart = (event: DragStartEvent) => setDragging((event.active.data.current as { copy: EditorCopy } | undefined)?.copy ?? null);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    const copy = (active.data.current as { copy: EditorCopy } | undefined)?.copy;
    if (!copy || !over) return;
    if (over.id === 'tray') setFormation((f) => removeCopy(f, copy.instanceId));
    else if (typeof over.data.current?.slot === 'number') put(copy, over.data.current.slot as number);
  };
  const onCell = (cellSlot: number) => {
    if (selected) put(selected, cellSlot);
  };
  const toggle = (copy: EditorCopy) => {
    haptic('selection');
    setSelected((s) => (s?.instanceId === copy.instanceId ? null : copy));
  };

  return (
    <DndContext sensors={sensors} accessibility={accessibility} collisionDetection={boardCollisions} autoScroll={boardAutoScroll} onDragStart={onDragStart} onDragEnd={onDragEnd} onDragCancel={() => setDragging(null)}>
      <div className="team-editor" data-testid="team-editor" data-slot={slot}>
        <div className="team-summary card">
          <label className="team-name">
            <span className="small muted">{t('cards:teamName.label')}</span>
            <input value={name} maxLength={24} onChange={(e) => setName(e.target.value)} data-testid="team-name" />
          </label>
          <div className="team-power" data-testid="team-power" data-power={power} title={t('cards:teams.power.hint')}>
            <span className="small muted">{t('cards:teams.power.label')}</span>
            <strong>{power}</strong>
          </div>
          <div className="team-count small" data-testid="unit-count">{t('cards:teams.unitsCount', { count: formation.size, max: RULES.team.maxUnits })}</div>
        </div>
        <div className="editor-main">
          <div className="editor-board">
            <DeployBoard formation={formation} selectedId={selected?.instanceId ?? null} onCell={onCell} onSelect={toggle} />
            <CardTray copies={free} selectedId={selected?.instanceId ?? null} onSelect={toggle} />
            <p className="small muted">{selected ? t('cards:teams.tray.selected', { name: t(`units:card.${selected.cardId}.name`) }) : t('cards:teams.board.hint')}</p>
            <div className="row">
              <button type="button" className="button" onClick={() => save.mutate({ params: { slot }, body: { name: name.trim() || t('cards:teamName.default', { slot }), units: formationPlacements(formation) } })} disabled={save.isPending || problem !== null} data-testid="save-team">
                {save.isPending ? t('cards:teams.saving') : t('cards:teams.save')}
              </button>
              <button type="button" className="button secondary" onClick={() => { setFormation(new Map()); setSelected(null); }} disabled={formation.size === 0}>
                {t('cards:teams.board.clear')}
              </button>
              {saved && !saved.defence ? (
                <button type="button" className="button secondary" onClick={() => defend.mutate({ params: { slot } })} disabled={defend.isPending}>{t('cards:teams.setDefence')}</button>
              ) : null}
              {saved ? (
                <button type="button" className="button secondary danger" onClick={() => remove.mutate({ params: { slot } })} disabled={remove.isPending}>{t('cards:teams.delete')}</button>
              ) : null}
            </div>
            {saved?.defence ? <p className="small muted"><DefenceShield /> {t('cards:teams.isDefence')}</p> : null}
            {problem && formation.size > 0 ? <p className="small warn">{t(`cards:teams.problems.${problem.code}`, { unit: (problem.unit ?? 0) + 1 })}</p> : null}
            {dirty && saved ? <p className="small muted">{t('cards:teams.unsaved')}</p> : null}
            <p className={`notice ${notice?.kind ?? ''}`} role="status" aria-live="polite" data-testid="team-notice">{notice?.text ?? ''}</p>
          </div>
          <SynergyPanel standings={standings} />
        </div>
        <WinOddsPanel units={units} savedTeams={teams} currentSlot={slot} />
      </div>
      <DragOverlay dropAnimation={null}>
        {dragging ? <img className="drag-ghost" src={cardArtPath(dragging.cardId)} alt="" width={72} height={72} /> : null}
      </DragOverlay>
    </DndContext>
  );
}

/**
 * /my-team: the formation editor. Five team slots; the deploy grid as the engine lays it out; the player's free
 * copies in a filterable tray; drag and drop with mouse, touch and keyboard (or tap a card, then a cell); live
 * synergy counters and team power; save, delete, defence team; and the win-odds preview.
 */
export default function MyTeamScreen() {
  const { t } = useTranslation(['cards', 'units']);
  const owned = useOwnedCards();
  const teams = useTeams();
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get('slot'));
  const firstSaved = teams.data?.teams[0]?.slot ?? 1;
  const slot = Number.isInteger(requested) && requested >= 1 && requested <= MAX_TEAMS ? requested : firstSaved;
  const slotTabs = useRef<HTMLDivElement>(null);
  const tabsShown = teams.data !== undefined && owned.data !== undefined;
  useEffect(() => {
    // On a phone the row of tabs may scroll sideways: bring the chosen one into view.
    const row = slotTabs.current;
    const tab = row?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (row && tab) scrollIntoRow(row, tab);
  }, [slot, tabsShown]);
  if (owned.isError) return <ApiErrorMessage error={owned.error} onRetry={() => void owned.refetch()} />;
  if (teams.isError) return <ApiErrorMessage error={teams.error} onRetry={() => void teams.refetch()} />;
  if (!owned.data || !teams.data) return <p className="loading">{t('cards:common.loading')}</p>;
  const saved = teams.data.teams.find((x) => x.slot === slot);
  const copies: EditorCopy[] = owned.data.cards.filter((c) => c.lockedBy !== 'market').map(({ instanceId, cardId, level }) => ({ instanceId, cardId, level }));
  return (
    <>
      <h1>{t('cards:teams.title')}</h1>
      <p className="muted">{t('cards:teams.intro')}</p>
      <div className="tabs team-slots" role="tablist" aria-label={t('cards:teams.title')} ref={slotTabs}>
        {Array.from({ length: MAX_TEAMS }, (_, i) => i + 1).map((n) => {
          const team = teams.data.teams.find((x) => x.slot === n);
          const label = team ? teamName(team.name, n, t) : t('cards:teams.emptySlot');
          return (
            <button key={n} type="button" role="tab" aria-selected={n === slot} data-slot={n} onClick={() => { if (n !== slot) haptic('selection'); setParams({ slot: String(n) }, { replace: true }); }}>
              <span className="slot-number">{t('cards:teams.slot', { slot: n })}</span>
              <span className={`slot-name small${team ? '' : ' slot-empty'}`} translate={team ? 'no' : undefined} title={team ? label : undefined}>{label}</span>
              {team?.defence ? <span className="slot-defence"><DefenceShield title={t('cards:teams.defenceBadge')} /></span> : null}
            </button>
          );
        })}
      </div>
      <TeamEditor key={slot} slot={slot} saved={saved} teams={teams.data.teams} copies={copies} />
      <p className="next-step">
        <Link className="button secondary" to="/my-card-list">{t('cards:teams.toCards')}</Link>
      </p>
    </>
  );
}
