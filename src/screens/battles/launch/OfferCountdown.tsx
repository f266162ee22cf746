import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCountdown } from '../../../services/session/formatCountdown';

/**
 * How long the offered PvP opponent holds (docs/GAME_RULES.md "The offered opponent"): until the player fights them,
 * or until the offer's commitment expires; then `onExpired` asks for the next offer.
 */
export function OfferCountdown({ expiresAt, onExpired }: { expiresAt: string; onExpired: () => void }) {
  const { t } = useTranslation('modes');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const ends = new Date(expiresAt).getTime();
  const expired = now >= ends;
  useEffect(() => {
    if (expired) onExpired();
  }, [expired, onExpired]);
  return (
    <p className="small muted" data-testid="offer-countdown">
      {t('pvp.offerHolds', { time: formatCountdown(Math.max(0, ends - now)) })}
    </p>
  );
}
