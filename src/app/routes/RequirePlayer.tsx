import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { useMe } from '../../services/session/useMe';

/**
 * Shows its children only to a signed-in player; a signed-out visitor is sent to sign in, and comes back
 * here afterwards (`?next=`). The server refuses the screen's calls anyway: this only avoids a dead screen.
 */
export function RequirePlayer({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const me = useMe();
  const { pathname, search } = useLocation();
  if (me.data === undefined && me.isPending) return <p className="loading">{t('app.loading')}</p>;
  if (!me.data) return <Navigate to={`/email-login?next=${encodeURIComponent(pathname + search)}`} replace />;
  return <>{children}</>;
}
