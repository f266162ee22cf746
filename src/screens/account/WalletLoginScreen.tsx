import { ComingSoon } from '../shared/ComingSoon';

/** /wallet-login: its feature arrives in a later issue; until then a translated page names the screen. */
export default function WalletLoginScreen() {
  return <ComingSoon screen="walletLogin" />;
}
