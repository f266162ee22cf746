import { useTranslation } from 'react-i18next';
import type { CursorSnapshot, PlaybackCursor, TimelineMarker } from '../../../scene';
import { ViewerIcon } from './ViewerIcon';

const MARKER_ICON = { death: 'death', synergy: 'synergy', field: 'field' } as const satisfies Record<TimelineMarker['kind'], string>;

/**
 * The battle's timeline: a slider over battle time (keyboard: arrows, Home, End), one button per round that
 * seeks to its start, and markers for deaths, synergy activations and fields. While rounds still stream in,
 * the bar covers what has arrived.
 */
export function ScrubBar({ cursor, snapshot, unitName }: { cursor: PlaybackCursor; snapshot: CursorSnapshot; unitName: (unit: number) => string }) {
  const { t } = useTranslation('battle');
  const { timeline } = snapshot;
  const duration = Math.max(timeline.duration, 1);
  const at = (time: number) => `${(100 * time) / duration}%`;
  return (
    <div className="scrub-bar">
      <div className="scrub-rounds">
        {timeline.rounds.map((mark, i) => {
          const end = timeline.rounds[i + 1]?.time ?? timeline.duration;
          return (
            <button
              key={mark.round}
              type="button"
              className={`scrub-round${snapshot.round === mark.round ? ' current' : ''}`}
              style={{ left: at(mark.time), width: at(end - mark.time) }}
              aria-label={t('scrub.round', { round: mark.round })}
              aria-current={snapshot.round === mark.round ? 'step' : undefined}
              data-round={mark.round}
              onClick={() => cursor.seekRound(mark.round)}
            >
              <span>{mark.round}</span>
            </button>
          );
        })}
      </div>
      <div className="scrub-track">
        <input
          type="range"
          min={0}
          max={Math.round(timeline.duration)}
          step={10}
          value={Math.round(Math.min(snapshot.time, timeline.duration))}
          aria-label={t('scrub.label')}
          aria-valuetext={t('scrub.valueText', { round: snapshot.round, rounds: timeline.rounds.length })}
          onChange={(event) => cursor.seek(Number(event.currentTarget.value))}
        />
        <div className="scrub-markers" aria-hidden="true">
          {timeline.markers.map((marker) => (
            <span
              key={`${marker.kind}-${marker.eventIndex}`}
              className={`scrub-marker ${marker.kind}`}
              style={{ left: at(marker.time) }}
              title={t(`scrub.marker.${marker.kind}`, { unit: unitName(marker.unit) })}
              data-marker={marker.kind}
            >
              <ViewerIcon name={MARKER_ICON[marker.kind]} />
            </span>
          ))}
        </div>
      </div>
    </div>
  );
}
