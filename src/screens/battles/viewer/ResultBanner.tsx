import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { SceneState } from '../../../playback';
import { haptic } from '../../../services/telegram/haptics';
import { resultVerdict, type BattleSides } from './battleSides';
import { ViewerIcon } from './ViewerIcon';

/**
 * The one result over the board once playback reaches the battle's end, in the viewer's perspective: Victory,
 * Defeat or Draw when they fought it, else who won by name ("Alice wins!", "Team A wins!"), and how. Inside
 * Telegram it buzzes as it appears: success for a victory, a warning for a defeat.
 */
export function ResultBanner({ result, sides }: { result: NonNullable<SceneState['result']>; sides: BattleSides }) {
  const { t } = useTranslation('battle');
  const verdict = resultVerdict(result.winner, sides);
  useEffect(() => {
    if (verdict === 'victory') haptic('success');
    else if (verdict === 'defeat') haptic('warning');
  }, [verdict]);
  const title = verdict === 'won' ? t('result.wins', { team: sides.names[result.winner ?? 0] }) : t(`result.${verdict}`);
  // Coloured by the winner's side of the board (the viewer's is the left one).
  const side = result.winner === null ? 'draw' : result.winner === sides.left ? 'left' : 'right';
  return (
    <div className={`result-banner ${verdict} side-${side}`} role="status" data-winner={result.winner ?? 'draw'} data-verdict={verdict} data-testid="result-banner">
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
