import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { whenIdle } from '../../../browser/whenIdle';
import type { BattleStartEvent } from '../../../engine';
import type { BattleVerdict } from '../../../contracts/battles';
import { encodeReplay, replayPath } from '../../../contracts/replay';
import { boardTheme } from '../../../contracts/art';
import { BattleScene } from '../../../scene';
import { sceneStateAt, type PlaybackCursor } from '../../../playback';
import { battleLog, unitNames, type LogLine, type Translate } from '../../../services/replay/battleLog';
import { useMe } from '../../../services/session/useMe';
import { changePlayerSettings, usePlayerSettings } from '../../../services/settings/playerSettings';
import { haptic } from '../../../services/telegram/haptics';
import { shareDriver } from '../../../services/telegram/sharing';
import { useWinOddsClient } from '../../../services/battles/useWinOddsClient';
import type { BattleSetup } from './battleSetup';
import { battleSides, logPerspective } from './battleSides';
import { BATTLE_NAMESPACES } from './battleTexts';
import { CombatLog } from './CombatLog';
import { PlaybackControls } from './PlaybackControls';
import { RecapPanel } from './RecapPanel';
import { ReplayShare } from './ReplayShare';
import { ResultActions, ResultBanner } from './ResultBanner';
import { ScrubBar } from './ScrubBar';
import { SidesBar } from './SidesBar';
import { FullscreenToggle } from './FullscreenToggle';
import { LuckReport } from './LuckReport';
import { SoundToggle } from './SoundToggle';
import { UnitDetail } from './UnitDetail';
import { UnitInspector } from './UnitInspector';
import { UnitSheet } from './UnitSheet';
import { usePhoneLayout } from './usePhoneLayout';
import { useBattleMusic, useBattleSounds } from './useBattleSounds';
import { useCursorSnapshot } from './useCursorSnapshot';
import { useViewerKeys } from './useViewerKeys';
import { ViewerIcon } from './ViewerIcon';

// A stored server battle's panels (result with rewards and rating, fairness) load with it, not with every replay.
const ServerResult = lazy(() => import('./serverBattle').then((m) => ({ default: m.ServerResult })));
const FairnessDetails = lazy(() => import('./serverBattle').then((m) => ({ default: m.FairnessDetails })));
// Sharing brings the API client and its contracts (evaluating them is a long task): only inside Telegram, where
// the share exists, and fetched and evaluated at an idle moment of the battle rather than in the frame it ends.
const loadTelegramShare = () => import('../../shared/TelegramShare');
const TelegramShare = lazy(() => loadTelegramShare().then((m) => ({ default: m.TelegramShare })));

/** The luck report's workers start at the first idle moment once the battle streams, or after this long. */
const LUCK_WORKERS_TIMEOUT_MS = 1000;

const PANELS = ['log', 'units', 'recap'] as const;
type Panel = (typeof PANELS)[number];

/** The battle on its canvas with every control around it: controls, scrub bar, log, inspector, recap, result. */
export function BattleViewer({ setup, cursor, verdict, verified, checking = false, reducedMotion }: {
  setup: BattleSetup;
  cursor: PlaybackCursor;
  verdict: BattleVerdict | null;
  verified: boolean;
  /** The worker is still checking the battle (nothing has streamed yet): the canvas starts up meanwhile. */
  checking?: boolean;
  reducedMotion: boolean;
}) {
  // A stored battle names its sides through the modes' words (stage, floor, bot); its loader has fetched them.
  const { t } = useTranslation(setup.record ? [...BATTLE_NAMESPACES, 'modes'] : [...BATTLE_NAMESPACES]);
  const navigate = useNavigate();
  const snapshot = useCursorSnapshot(cursor);
  const [panel, setPanel] = useState<Panel>('log');
  const [selected, setSelected] = useState<number | null>(null);
  // Hovering a unit on the board (desktop) inspects it while the pointer stays; a tap or click keeps it.
  const [hovered, setHovered] = useState<number | null>(null);
  // On a phone the panels are below the canvas: a picked unit opens in a bottom sheet over the page instead.
  const phone = usePhoneLayout();
  const [sheet, setSheet] = useState(false);
  const stageColumn = useRef<HTMLDivElement>(null);
  // The sheet covers the lower half: the board is brought up to just under the header unless it is already above.
  useEffect(() => {
    const column = stageColumn.current;
    const stage = column?.querySelector('.battle-stage');
    if (!sheet || !column || !stage) return;
    const { top, bottom } = stage.getBoundingClientRect();
    if (top < 0 || bottom > window.innerHeight / 2) column.scrollIntoView({ block: 'start' });
  }, [sheet]);
  const settings = usePlayerSettings();
  // The luck report's workers start once the battle streams and the page has an idle moment (after the first
  // frames), so they are warm long before the result comes. Not at mount: two workers booting their engines beside
  // the battle worker's check and Pixi's start-up shared a small device's cores on the way to the first frame.
  const [luckWorkers, setLuckWorkers] = useState(false);
  useEffect(() => {
    if (checking || luckWorkers) return;
    return whenIdle(() => setLuckWorkers(true), LUCK_WORKERS_TIMEOUT_MS);
  }, [checking, luckWorkers]);
  const luckClient = useWinOddsClient(luckWorkers);
  const inTelegram = shareDriver() !== null;
  useEffect(() => {
    if (!inTelegram) return;
    return whenIdle(() => void loadTelegramShare());
  }, [inTelegram]);
  useViewerKeys(cursor);
  // Whichever way the speed was chosen (a button or a key), the next battle starts at it.
  const speed = snapshot.speed;
  useEffect(() => changePlayerSettings({ battleSpeed: speed }), [speed]);

  const events = snapshot.timeline.events;
  const start = events[0] as BattleStartEvent | undefined;
  const translate = t as unknown as Translate;
  // Whose battle it is: a player watching their own has their team on the left, "You", "your Hunter", Victory.
  const me = useMe();
  const accountId = me.data?.account.id ?? null;
  const sides = useMemo(() => battleSides(setup.record ?? null, accountId, t), [setup.record, accountId, t]);
  const perspective = useMemo(() => logPerspective(sides), [sides]);
  useBattleSounds(cursor, settings, sides.viewerTeam);
  useBattleMusic();
  const names = useMemo(() => (start ? unitNames(start.units, translate, perspective) : []), [start, translate, perspective]);
  const lines = useMemo(() => battleLog(events, translate, perspective), [events, translate, perspective]);
  const unitSide = useCallback((unit: number) => {
    const team = start?.units[unit]?.team;
    return team === undefined ? null : team === sides.left ? 'left' : 'right';
  }, [start, sides]);
  const unitName = useCallback((unit: number) => names[unit] ?? `#${unit}`, [names]);
  // The state at the snapshot (not the live cursor, which may be a frame ahead of a deferred render), so the
  // inspector, result and log agree, and follow seeks while paused.
  const state = useMemo(() => sceneStateAt(snapshot.timeline, snapshot.time), [snapshot.timeline, snapshot.time]);
  const hash = verdict?.hash ?? null;

  // The address becomes this battle's replay link (a random battle too), with its hash once it is known,
  // without a navigation: the battle keeps playing and a reload or a shared address shows the same one.
  // A stored server battle keeps its own address (`?id=`), which is also what its share link carries.
  // Not while a link is being checked: a refused one must stay what it was (a reload refuses it again).
  useEffect(() => {
    if (setup.record || checking) return;
    window.history.replaceState(window.history.state, '', replayPath(encodeReplay(setup.input, hash)));
  }, [setup, hash, checking]);
  const record = setup.record ?? null;

  // Stable callbacks: the log's rounds and the scene are memoised and re-render only when what they show changes.
  const pickLine = useCallback((line: LogLine) => {
    cursor.pause();
    cursor.seekEvent(line.event);
    const unit = line.units[0];
    if (unit === undefined) return;
    setSelected(unit);
    if (phone) setSheet(true);
  }, [cursor, phone]);
  const inspect = useCallback((unit: number) => {
    setSelected(unit);
    if (phone) setSheet(true);
    else setPanel('units');
  }, [phone]);
  const closeSheet = useCallback(() => setSheet(false), []);
  const onUnitSelect = useCallback((unit: number | null) => (unit === null ? setSelected(null) : inspect(unit)), [inspect]);
  const skillName = useCallback((skill: string) => t(`skills:${skill}.name`), [t]);
  const roundLabel = useCallback((round: number) => t('log.round', { round }), [t]);
  const synergyLabel = useCallback((synergy: string, level: number) => t('scene.synergy', { synergy: t(`units:synergy.${synergy}.name`), level }), [t]);

  return (
    <div className="battle-viewer" data-mirrored={sides.left === 1} data-player={sides.viewerTeam !== null} data-phase={snapshot.ended ? 'ended' : snapshot.playing ? 'playing' : 'paused'} data-round={snapshot.round} data-event={snapshot.eventIndex}>
      <div className="battle-top">
        <h1>{t('screen.title')}</h1>
        <ReplayShare input={setup.input} hash={hash} verified={verified} battleId={record?.id} />
        <SoundToggle on={settings.soundOn} onChange={(soundOn) => changePlayerSettings({ soundOn })} />
        <FullscreenToggle />
      </div>
      <div className="battle-main">
        <div className="battle-stage-column" ref={stageColumn}>
          <SidesBar sides={sides} />
          <div className="battle-stage">
            <BattleScene
              cursor={cursor}
              mirrored={sides.left === 1}
              theme={boardTheme(setup.record?.mode, setup.record?.stageId)}
              selectedUnit={hovered ?? selected}
              onUnitSelect={onUnitSelect}
              onUnitHover={setHovered}
              reducedMotion={reducedMotion}
              skillName={skillName}
              roundLabel={roundLabel}
              synergyLabel={synergyLabel}
              label={t('screen.canvas')}
              className="battle-canvas"
            />
            {snapshot.waiting && !snapshot.ended && <p className="stage-note" role="status">{t(checking ? 'screen.loading' : 'screen.waiting')}</p>}
            {snapshot.ended && state.result && (
              <ResultBanner result={state.result} sides={sides} />
            )}
          </div>
          {record && hash !== null && !verified ? (
            <p className="message error verify-mismatch" role="alert" data-testid="verify-mismatch">{t('verify.serverMismatch', { stored: record.eventHash, hash })}</p>
          ) : null}
          {snapshot.ended && record ? <Suspense fallback={null}><ServerResult record={record} /></Suspense> : null}
          {/* Inside Telegram: a verified replay's chat and story shares (a server battle's victory has its own in ServerResult). */}
          {snapshot.ended && !record && hash !== null && verified && inTelegram ? <Suspense fallback={null}><TelegramShare subject={{ kind: 'replay', code: encodeReplay(setup.input, hash) }} /></Suspense> : null}
          {snapshot.ended && state.result ? <LuckReport client={luckClient} battle={setup.input} winner={state.result.winner} sides={sides} /> : null}
          {snapshot.ended && (
            <ResultActions
              onRecap={() => setPanel('recap')}
              onReplay={() => { cursor.seek(0); cursor.play(); }}
              anotherBattle={record ? undefined : () => navigate('/battle?watch=random')}
            />
          )}
          <PlaybackControls cursor={cursor} snapshot={snapshot} />
          <ScrubBar cursor={cursor} snapshot={snapshot} unitName={unitName} />
          {record ? <Suspense fallback={null}><FairnessDetails record={record} hash={hash} /></Suspense> : null}
        </div>
        <div className="battle-side">
          <div className="panel-tabs" role="tablist" aria-label={t('screen.panels')}>
            {PANELS.map((p) => (
              <button key={p} type="button" role="tab" id={`tab-${p}`} aria-controls={`panel-${p}`} aria-selected={panel === p} className={`panel-tab${panel === p ? ' active' : ''}`} onClick={() => { if (panel !== p) haptic('selection'); setPanel(p); }}>
                <ViewerIcon name={p === 'log' ? 'round' : p === 'units' ? 'unit' : 'end'} />
                {t(`screen.panel.${p}`)}
              </button>
            ))}
          </div>
          <div className="panel-body" role="tabpanel" id={`panel-${panel}`} aria-labelledby={`tab-${panel}`}>
            {panel === 'log' && <CombatLog lines={lines} eventIndex={snapshot.eventIndex} onPick={pickLine} unitSide={unitSide} />}
            {panel === 'units' && start && <UnitInspector state={state} roster={start.units} selected={hovered ?? selected} onSelect={phone ? inspect : setSelected} unitName={unitName} sides={sides} detail={!phone} />}
            {panel === 'recap' && <RecapPanel events={events} eventIndex={snapshot.eventIndex} unitName={unitName} onSelect={inspect} />}
          </div>
        </div>
      </div>
      {phone && sheet && selected !== null && start?.units[selected] && state.units[selected] ? (
        <UnitSheet titleId="unit-sheet-title" onClose={closeSheet}>
          <UnitDetail unit={state.units[selected]} start={start.units[selected]} unitName={unitName} sides={sides} titleId="unit-sheet-title" />
        </UnitSheet>
      ) : null}
    </div>
  );
}
