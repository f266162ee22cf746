import { useTranslation } from 'react-i18next';
import type { BattleSides } from './battleSides';

/**
 * Who fights, over the board: the left side (the viewer's team, labelled "You" and their name, when they fought it)
 * against the right side by its name (stage, floor, player or bot); both names for anyone else. Each side in the
 * colour and marker the board gives it.
 */
export function SidesBar({ sides }: { sides: BattleSides }) {
  const { t } = useTranslation('battle');
  const right = sides.left === 0 ? 1 : 0;
  return (
    <div className="sides-bar" role="group" aria-label={t('sides.label')} data-testid="sides-bar" data-viewer-team={sides.viewerTeam ?? 'none'}>
      <span className="side side-left" data-team={sides.left}>
        <span className="side-marker" aria-hidden="true" />
        {sides.viewerTeam !== null ? <strong className="side-you">{t('sides.you')}</strong> : null}
        <span className="side-name">{sides.names[sides.left]}</span>
      </span>
      <span className="sides-versus">{t('sides.versus')}</span>
      <span className="side side-right" data-team={right}>
        <span className="side-name">{sides.names[right]}</span>
        <span className="side-marker" aria-hidden="true" />
      </span>
    </div>
  );
}
