import { useTranslation } from 'react-i18next';
import { PLAYBACK_SPEEDS, type CursorSnapshot, type PlaybackCursor } from '../../../playback';
import { haptic } from '../../../services/telegram/haptics';
import { ViewerIcon } from './ViewerIcon';

/** Play/pause, step, next round, skip to the result, and the speeds; every button is labelled for screen readers. */
export function PlaybackControls({ cursor, snapshot }: { cursor: PlaybackCursor; snapshot: CursorSnapshot }) {
  const { t } = useTranslation('battle');
  const atEnd = snapshot.ended;
  return (
    <div className="playback-controls" role="toolbar" aria-label={t('controls.label')}>
      <button
        type="button"
        className="control-button primary"
        data-control="play"
        aria-label={snapshot.playing ? t('controls.pause') : atEnd ? t('controls.replay') : t('controls.play')}
        title={`${snapshot.playing ? t('controls.pause') : t('controls.play')} (${t('controls.keys.space')})`}
        onClick={() => {
          if (snapshot.playing) cursor.pause();
          else {
            if (atEnd) cursor.seek(0);
            cursor.play();
          }
        }}
      >
        <ViewerIcon name={snapshot.playing ? 'pause' : 'play'} />
      </button>
      <button type="button" className="control-button" data-control="step" aria-label={t('controls.step')} title={`${t('controls.step')} (→)`} disabled={atEnd} onClick={() => cursor.stepEvent()}>
        <ViewerIcon name="step" />
      </button>
      <button type="button" className="control-button" data-control="next-round" aria-label={t('controls.nextRound')} title={`${t('controls.nextRound')} (Shift + →)`} disabled={atEnd} onClick={() => cursor.stepRound()}>
        <ViewerIcon name="nextRound" />
      </button>
      <button type="button" className="control-button" data-control="skip" aria-label={t('controls.skipToEnd')} title={`${t('controls.skipToEnd')} (End)`} disabled={atEnd} onClick={() => cursor.skipToEnd()}>
        <ViewerIcon name="skipToEnd" />
      </button>
      <div className="speed-group" role="radiogroup" aria-label={t('controls.speed')}>
        {PLAYBACK_SPEEDS.map((speed) => (
          <button
            key={speed}
            type="button"
            role="radio"
            aria-checked={snapshot.speed === speed}
            className={`speed-button${snapshot.speed === speed ? ' active' : ''}`}
            data-speed={speed}
            onClick={() => {
              if (snapshot.speed !== speed) haptic('selection');
              cursor.setSpeed(speed);
            }}
          >
            {t('controls.speedValue', { speed })}
          </button>
        ))}
      </div>
    </div>
  );
}
