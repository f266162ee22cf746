import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { isApiError } from '../../services/api/apiError';
import { useMe } from '../../services/session/useMe';

/**
 * Shows its children only to a signed-in player; a signed-out visitor is sent to sign in, and comes back
 * here afterwards (`?next=`). The server refuses the screen's calls anyway: this only avoids a dead screen.
 * When the account cannot be read at all (offline, server down) nobody is known to be signed out, so the
 * screen says why and offers a retry instead of sending a signed-in player to the sign-in page.
 */
export function RequirePlayer({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const me = useMe();
  const { pathname, search } = useLocation();
  if (me.data === undefined && me.isError) {
    return (
      <div className="message error" role="alert" data-state="account-unreadable">
        <p>{t(`errors.codes.${isApiError(me.error) ? me.error.code : 'network'}`)}</p>
        <button type="button" className="button secondary" onClick={() => void me.refetch()} disabled={me.isFetching}>
          {t('app.retry')}
        </button>
      </div>
    );
  }
  if (me.data === undefined) return <p className="loading">{t('app.loading')}</p>;
  if (!me.data) return <Navigate to={`/email-login?next=${encodeURIComponent(pathname + search)}`} replace />;
  return <>{children}</>;
}
