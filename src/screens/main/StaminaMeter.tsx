import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { StaminaView } from '../../contracts/accounts/stamina';
import { projectStamina } from '../../rules/staminaClock';
import { formatCountdown } from '../../services/session/formatCountdown';

/**
 * Stamina as current/max with the time to the next point, counted down locally from the server's
 * `nextPointAt` (one state update a second, only while regenerating); `buyLink` adds a "+" to /recover-stamina.
 */
export function StaminaMeter({ view, buyLink = false }: { view: StaminaView; buyLink?: boolean }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  const projected = projectStamina(view, now);
  const ticking = projected.msToNextPoint !== null;
  useEffect(() => {
    if (!ticking) return;
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [ticking]);
  return (
    <div className="stamina" data-testid="stamina">
      <span className="stat-label">{t('header.stamina')}</span>
      <strong>
        {projected.current}/{projected.max}
      </strong>
      {buyLink ? <Link className="stamina-buy" to="/recover-stamina" aria-label={t('staminaConfirm.buyMore')} title={t('staminaConfirm.buyMore')}>+</Link> : null}
      <span className="muted small">
        {projected.msToNextPoint === null ? t('header.staminaFull') : t('header.nextPoint', { time: formatCountdown(projected.msToNextPoint) })}
      </span>
    </div>
  );
}
