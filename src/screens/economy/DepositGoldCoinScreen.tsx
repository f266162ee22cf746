import { ComingSoon } from '../shared/ComingSoon';

/** /deposit-gold-coin: its feature arrives in a later issue; until then a translated page names the screen. */
export default function DepositGoldCoinScreen() {
  return <ComingSoon screen="depositGoldCoin" />;
}
