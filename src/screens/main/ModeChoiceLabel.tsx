import { useTranslation } from 'react-i18next';
import type { BattleModeEntry } from './battleModes';
import { GameIcon } from './GameIcon';

/** A battle mode's icon, name and hint inside its link, as the lobby and the Battle sheet both show it. */
export function ModeChoiceLabel({ mode }: { mode: BattleModeEntry }) {
  const { t } = useTranslation();
  return (
    <>
      <GameIcon name={mode.icon} className="mode-choice-icon" />
      <span>
        <strong>{t(`main.modes.${mode.key}.name`)}</strong>
        <span className="small muted">{t(`main.modes.${mode.key}.hint`)}</span>
      </span>
    </>
  );
}
