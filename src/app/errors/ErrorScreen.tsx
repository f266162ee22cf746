import { useTranslation } from 'react-i18next';
import { refreshToLatest } from '../../services/update/refreshToLatest';
import { crashMessage } from './crashMessage';

/** Props of {@link ErrorScreen}. */
export interface ErrorScreenProps {
  /** ui:errors key of the heading: the boundary's "Something went wrong" or the global "An unhandled error occurred". */
  kind: 'somethingWrong' | 'unhandled';
  /** What was thrown: worded by {@link crashMessage}; "Unknown error" when it has no words. */
  error: unknown;
  /** Cover the whole page (global handler) instead of the screen area (boundary). */
  overlay?: boolean;
}

const ENGLISH = { somethingWrong: 'Something went wrong', unhandled: 'An unhandled error occurred' };

/**
 * The error screens of SPEC §2: a heading, the error's words or "Unknown error", and a "Refresh page"
 * button that reloads (into the new version when one is waiting: {@link refreshToLatest}). English defaults
 * keep it readable even if translations failed to load.
 */
export function ErrorScreen({ kind, error, overlay = false }: ErrorScreenProps) {
  const { t } = useTranslation('ui', { useSuspense: false });
  return (
    <div className={overlay ? 'overlay' : 'screen-center'} role="alert" data-error-screen={kind}>
      <h1>{t(`errors.${kind}`, ENGLISH[kind])}</h1>
      <p className="error-message">{crashMessage(error, t) || t('errors.unknown', 'Unknown error')}</p>
      <button type="button" className="button" onClick={() => refreshToLatest()}>
        {t('errors.refresh', 'Refresh page')}
      </button>
    </div>
  );
}
