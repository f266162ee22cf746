import { useTranslation } from 'react-i18next';
import { isApiError } from '../../services/api';

/** Props of {@link ApiErrorMessage}. */
export interface ApiErrorMessageProps {
  error: unknown;
  /** Shown above the reason, e.g. "Notices could not be loaded." */
  lead?: string;
  onRetry?: () => void;
}

/** A failed API call, explained in the player's language by its error code (ui:errors.codes.<code>). */
export function ApiErrorMessage({ error, lead, onRetry }: ApiErrorMessageProps) {
  const { t } = useTranslation();
  const reason = isApiError(error) ? t(`errors.codes.${error.code}`) : t('errors.unknown');
  return (
    <div className="message error" role="alert">
      {lead ? <p>{lead}</p> : null}
      <p className="small">{reason}</p>
      {onRetry ? (
        <button type="button" className="button secondary" onClick={onRetry}>
          {t('app.retry')}
        </button>
      ) : null}
    </div>
  );
}
