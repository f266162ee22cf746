import { useTranslation } from 'react-i18next';
import type { SceneState } from '../../../scene';
import { ViewerIcon } from './ViewerIcon';

/** The result over the board once playback reaches the battle's end: who won and how. */
export function ResultBanner({ result }: { result: NonNullable<SceneState['result']> }) {
  const { t } = useTranslation('battle');
  const title = result.winner === null ? t('result.draw') : t('result.wins', { team: t(`team.name${result.winner}`) });
  return (
    <div className={`result-banner ${result.winner === null ? 'draw' : `team-${result.winner}`}`} role="status" data-winner={result.winner ?? 'draw'}>
      <ViewerIcon name="end" className="result-icon" />
      <span className="result-text">
        <strong className="result-title">{title}</strong>
        <span className="result-detail">{t(`result.reason.${result.reason}`, { rounds: result.rounds })}</span>
      </span>
    </div>
  );
}

/** What to do after the result: the recap, the same battle again, or another one (a server battle's panel offers its own next step). */
export function ResultActions({ onReplay, onRecap, anotherBattle }: { onReplay(): void; onRecap(): void; anotherBattle?: () => void }) {
  const { t } = useTranslation('battle');
  return (
    <div className="result-actions">
      <button type="button" className="button" onClick={onRecap}>{t('result.recap')}</button>
      <button type="button" className="button secondary" onClick={onReplay}>{t('result.replay')}</button>
      {anotherBattle ? <button type="button" className="button secondary" onClick={anotherBattle}>{t('watch.another')}</button> : null}
    </div>
  );
}
