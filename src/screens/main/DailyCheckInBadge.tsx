import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useTonCheckInStatus } from '../../services/wallets/ton/tonCheckIn';
import { TON_CHECK_IN_ANCHOR } from '../../services/wallets/ton/tonCheckInAnchor';
import { GameIcon } from './GameIcon';

/**
 * The lobby header's daily reward pill for a player with a linked TON wallet (its own chunk: the header is in the
 * entry bundle): "+30" while today's check-in is open, leading to the wallet screen where the wallet signs it;
 * nothing once it is done. It sits inline beside the name, so showing or hiding it moves nothing below.
 */
export default function DailyCheckInBadge() {
  const { t } = useTranslation('wallet');
  const status = useTonCheckInStatus();
  if (!status.data || status.data.checkedIn) return null;
  const amount = status.data.reward.amount;
  return (
    <Link to={`/wallet-login#${TON_CHECK_IN_ANCHOR}`} className="check-in-badge" data-testid="check-in-badge" aria-label={t('ton.checkIn.badgeLabel', { count: amount, amount })}>
      <GameIcon name="reward" />
      <span>+{amount}</span>
    </Link>
  );
}
