import { memo, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CursorSnapshot, PlaybackCursor, Timeline, TimelineMarker } from '../../../playback';
import { useTelegramHold } from '../../../services/telegram/useTelegramHold';
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
  const [scrubbing, setScrubbing] = useState(false);
  // While a finger drags the slider, Telegram's swipe-down-to-close stays off; the release may land anywhere.
  useTelegramHold('swipes', scrubbing);
  useEffect(() => {
    if (!scrubbing) return;
    const stop = () => setScrubbing(false);
    window.addEventListener('pointerup', stop);
    window.addEventListener('pointercancel', stop);
    return () => {
      window.removeEventListener('pointerup', stop);
      window.removeEventListener('pointercancel', stop);
    };
  }, [scrubbing]);
  return (
    <div className="scrub-bar">
      <ScrubRounds cursor={cursor} timeline={timeline} round={snapshot.round} />
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
          onPointerDown={() => setScrubbing(true)}
        />
        <ScrubMarkers timeline={timeline} unitName={unitName} />
      </div>
    </div>
  );
}

/** Where a time lies on the bar, as a CSS length. */
const position = (timeline: Timeline, time: number) => `${(100 * time) / Math.max(timeline.duration, 1)}%`;

/** One button per round; memoised, so it re-renders when a round starts or streams in, not on every event. */
const ScrubRounds = memo(function ScrubRounds({ cursor, timeline, round }: { cursor: PlaybackCursor; timeline: Timeline; round: number }) {
  const { t } = useTranslation('battle');
  return (
    <div className="scrub-rounds">
      {timeline.rounds.map((mark, i) => {
        const end = timeline.rounds[i + 1]?.time ?? timeline.duration;
        return (
          <button
            key={mark.round}
            type="button"
            className={`scrub-round${round === mark.round ? ' current' : ''}`}
            style={{ left: position(timeline, mark.time), width: position(timeline, end - mark.time) }}
            aria-label={t('scrub.round', { round: mark.round })}
            aria-current={round === mark.round ? 'step' : undefined}
            data-round={mark.round}
            data-digits={String(mark.round).length}
            onClick={() => cursor.seekRound(mark.round)}
          >
            <span>{mark.round}</span>
          </button>
        );
      })}
    </div>
  );
});

/** The deaths, synergies and fields; memoised, so it re-renders only when rounds stream in. */
const ScrubMarkers = memo(function ScrubMarkers({ timeline, unitName }: { timeline: Timeline; unitName: (unit: number) => string }) {
  const { t } = useTranslation('battle');
  return (
    <div className="scrub-markers" aria-hidden="true">
      {timeline.markers.map((marker) => (
        <span
          key={`${marker.kind}-${marker.eventIndex}`}
          className={`scrub-marker ${marker.kind}`}
          style={{ left: position(timeline, marker.time) }}
          title={t(`scrub.marker.${marker.kind}`, { unit: unitName(marker.unit) })}
          data-marker={marker.kind}
        >
          <ViewerIcon name={MARKER_ICON[marker.kind]} />
        </span>
      ))}
    </div>
  );
});
