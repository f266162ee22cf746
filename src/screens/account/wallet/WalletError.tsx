import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../services/api/apiError';
import { transactionErrorReason } from '../../../services/wallets/evm/transactionErrorReason';
import { CORE_CHAIN } from '../../../services/wallets/walletConfig';
import { refusalText } from '../../shared/refusalText';

/** Why a wallet sign-in failed, in the player's words (provider codes included), with a way to try again. */
export function WalletError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('wallet');
  const reason = isApiError(error) ? null : transactionErrorReason(error);
  // A refused signature has its own words; other wallet codes get the same texts as transactions (SPEC §8).
  const text = isApiError(error)
    ? refusalText(error, t, ['wallet', 'ui:account'])
    : reason === 'rejected'
      ? t('signInErrors.signatureRejected')
      : reason === 'unknown' || reason === null
        ? t('signInErrors.failed')
        : t(`transaction.errors.${reason}`, { chain: CORE_CHAIN.label });
  return (
    <div className="stack">
      <p className="message error" role="alert">{text}</p>
      <button type="button" className="button" onClick={onRetry}>{t('signInErrors.tryAgain')}</button>
    </div>
  );
}
