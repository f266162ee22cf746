import { memo, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { LogLine } from '../../../services/replay/battleLog';
import { ViewerIcon } from './ViewerIcon';

interface RoundGroupProps {
  round: number;
  lines: readonly LogLine[];
  /** Lines of this group shown so far (the rest lie after the cursor). */
  shown: number;
  /** Position in {@link lines} of the line at the cursor, else -1. */
  current: number;
  onPick(line: LogLine): void;
  /** The side of the board a unit fights on: a line carries its actor's side colour. */
  unitSide(unit: number): 'left' | 'right' | null;
}

/** One round of the log; memoised so only the round under the cursor re-renders as playback moves. */
const RoundGroup = memo(function RoundGroup({ round, lines, shown, current, onPick, unitSide }: RoundGroupProps) {
  const { t } = useTranslation('battle');
  const visible = lines.slice(0, shown);
  return (
    <section className="log-round" aria-label={round === 0 ? t('log.opening') : t('log.round', { round })} data-round={round}>
      <ol>
        {visible.map((line, i) => (
          <li key={i} className={`log-line depth-${line.depth} kind-${line.kind}${i === current ? ' current' : ''}${sideClass(line, unitSide)}`}>
            <button type="button" data-log-line={line.event} data-kind={line.kind} onClick={() => onPick(line)}>
              <ViewerIcon name={line.kind} />
              <span>{line.text}</span>
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
});

/**
 * The combat log, grouped by round, up to the cursor (no spoilers of what has not played): the text
 * alternative of the canvas for screen readers (role="log"). Tapping a line seeks there and picks its unit.
 */
export function CombatLog({ lines, eventIndex, onPick, unitSide }: { lines: readonly LogLine[]; eventIndex: number; onPick(line: LogLine): void; unitSide: RoundGroupProps['unitSide'] }) {
  const { t } = useTranslation('battle');
  const box = useRef<HTMLDivElement>(null);
  const pinned = useRef(true);
  // Grouped once per log (not per playback step): each group's array keeps its identity, so the memoised rounds
  // the cursor is not in skip re-rendering.
  const groups = useMemo(() => groupByRound(lines), [lines]);
  const currentEvent = lastShownEvent(lines, eventIndex);
  useEffect(() => {
    // Follow playback while the reader is at the bottom; leave them where they are if they scrolled up to read.
    // In the next animation frame: reading scrollHeight lays the page out, and at 4× several log updates can land
    // between two frames; there it is the one layout the frame needs anyway.
    const el = box.current;
    if (!el || !pinned.current) return;
    const frame = requestAnimationFrame(() => { if (pinned.current) el.scrollTop = el.scrollHeight; });
    return () => cancelAnimationFrame(frame);
  }, [eventIndex, lines.length]);
  return (
    <div
      ref={box}
      className="combat-log"
      role="log"
      aria-label={t('log.title')}
      tabIndex={0}
      onScroll={(event) => {
        const el = event.currentTarget;
        pinned.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
      }}
    >
      {groups.map((group) => {
        const shown = group.lines.filter((l) => l.event <= eventIndex).length;
        if (shown === 0) return null;
        const current = group.lines.findLastIndex((l) => l.event === currentEvent);
        return <RoundGroup key={group.round} round={group.round} lines={group.lines} shown={shown} current={current} onPick={onPick} unitSide={unitSide} />;
      })}
    </div>
  );
}

/** The side colour class of a line: the side of the first unit it is about (the actor, or the unit hit); none for headings. */
function sideClass(line: LogLine, unitSide: RoundGroupProps['unitSide']): string {
  const unit = line.units[0];
  const side = line.depth === 0 || unit === undefined ? null : unitSide(unit);
  return side ? ` side-${side}` : '';
}

/** The log's lines in runs of one round each. */
function groupByRound(lines: readonly LogLine[]): { round: number; lines: LogLine[] }[] {
  const groups: { round: number; lines: LogLine[] }[] = [];
  for (const line of lines) {
    const last = groups[groups.length - 1];
    if (last && last.round === line.round) last.lines.push(line);
    else groups.push({ round: line.round, lines: [line] });
  }
  return groups;
}

/** The event of the last line at or before the cursor (the cursor may sit on an event that has no line, e.g. a turn). */
function lastShownEvent(lines: readonly LogLine[], eventIndex: number): number {
  let found = -1;
  for (const l of lines) if (l.event <= eventIndex) found = l.event;
  return found;
}
