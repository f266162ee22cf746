import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../services/api/apiError';
import { walletErrorCode } from '../../../services/wallets/evm/walletErrorCode';
import { refusalText } from '../../shared/refusalText';
import { errorText } from '../parts/errorText';

/** Why a wallet sign-in failed, in the player's words, with a way to try again. */
export function WalletError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('wallet');
  const code = walletErrorCode(error);
  const text = isApiError(error)
    ? error.reason ? refusalText(error, t, ['wallet', 'ui']) : errorText(error, t)
    : code === 4001
      ? t('signInErrors.signatureRejected')
      : t('signInErrors.failed');
  return (
    <div className="stack">
      <p className="message error" role="alert">{text}</p>
      <button type="button" className="button" onClick={onRetry}>{t('signInErrors.tryAgain')}</button>
    </div>
  );
}
