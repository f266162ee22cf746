import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaminaView } from '../../contracts/accounts/stamina';
import { projectStamina } from '../../rules/staminaClock';

/**
 * The stamina purchase button. At or above the maximum a purchase only stacks points that do not regenerate,
 * so the first press asks for confirmation (what the player has, and that buying goes above the maximum);
 * below it the press buys at once.
 */
export function StaminaBuyButton({ view, pending, onBuy }: { view: StaminaView; pending: boolean; onBuy: () => void }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const projected = projectStamina(view, Date.now());
  const full = projected.current >= projected.max;
  if (confirming) {
    return (
      <div className="message stack" role="alertdialog" aria-labelledby="stamina-confirm" data-testid="stamina-confirm">
        <p id="stamina-confirm">{t('staminaConfirm.full', { current: projected.current, max: projected.max, stamina: view.recovery.stamina })}</p>
        <div className="row">
          <button type="button" className="button" disabled={pending} onClick={() => { setConfirming(false); onBuy(); }}>
            {t('staminaConfirm.confirm')}
          </button>
          <button type="button" className="button secondary" onClick={() => setConfirming(false)}>{t('staminaConfirm.cancel')}</button>
        </div>
      </div>
    );
  }
  return (
    <button type="button" className="button" disabled={pending} onClick={() => (full ? setConfirming(true) : onBuy())}>
      {pending ? t('recoverStamina.buying') : t('recoverStamina.buy')}
    </button>
  );
}
