import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../errors/ErrorBoundary';
import { TestHookRenderProbe } from '../debug/TestHookRenderProbe';
import { RequirePlayer } from './RequirePlayer';
import type { RouteDef } from './routeDef';

/**
 * Renders one route's screen: sets the document title, waits for a lazy chunk under Suspense, and catches
 * the screen's render errors in an error boundary that resets when the path changes.
 */
export function RouteScreen({ route }: { route: RouteDef }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const title = t(`routes.${route.titleKey}`);
  useEffect(() => {
    document.title = `${title} · TCG`;
  }, [title]);
  // A new screen starts at its top (the browser keeps the old scroll position on client-side navigation).
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  const Screen = route.screen.Component;
  return (
    <ErrorBoundary key={pathname}>
      <Suspense fallback={<p className="loading">{t('app.loading')}</p>}>
        <TestHookRenderProbe />
        {route.player ? (
          <RequirePlayer>
            <Screen />
          </RequirePlayer>
        ) : (
          <Screen />
        )}
      </Suspense>
    </ErrorBoundary>
  );
}
