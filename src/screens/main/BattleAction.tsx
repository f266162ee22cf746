import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BATTLE_MODES } from './battleModes';
import { GameIcon } from './GameIcon';
import { ModeChoiceLabel } from './ModeChoiceLabel';

/**
 * The lobby's one primary action: a large Battle button that opens the mode picker, a sheet listing the four
 * modes (a native modal dialog: focus is trapped, Escape and the backdrop close it).
 */
export function BattleAction() {
  const { t } = useTranslation();
  const sheet = useRef<HTMLDialogElement>(null);
  const close = () => sheet.current?.close();
  return (
    <>
      <button type="button" className="battle-action" data-testid="battle-action" onClick={() => sheet.current?.showModal()}>
        <GameIcon name="battle" className="battle-action-icon" />
        <span className="battle-action-text">
          <strong>{t('main.battle')}</strong>
          <span className="small">{t('main.battleHint')}</span>
        </span>
      </button>
      <dialog
        ref={sheet}
        className="mode-sheet"
        aria-labelledby="mode-sheet-title"
        onClick={(event) => { if (event.target === sheet.current) close(); }}
      >
        <div className="mode-sheet-body">
          <div className="mode-sheet-head">
            <h2 id="mode-sheet-title">{t('main.pickMode')}</h2>
            <button type="button" className="button secondary" onClick={close}>{t('main.close')}</button>
          </div>
          <ul className="mode-list">
            {BATTLE_MODES.map((mode) => (
              <li key={mode.key}>
                <Link to={mode.path} className={`mode-choice mode-${mode.key}`} data-mode={mode.key} onClick={close}>
                  <ModeChoiceLabel mode={mode} />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </dialog>
    </>
  );
}
