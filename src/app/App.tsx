import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense } from 'react';
import { BrowserRouter } from 'react-router-dom';
import logoUrl from '../../assets/logo.svg';
import { useDebugMode } from '../services/debug/debugMode';
import { recheckSessionOn401 } from '../services/session/recheckSessionOn401';
import { AccountSync } from './account/AccountSync';
import { TestHookBootProbe } from './debug/TestHookRenderProbe';
import { ErrorBoundary } from './errors/ErrorBoundary';
import { UnhandledErrorScreen } from './errors/UnhandledErrorScreen';
import { AppLayout } from './layout/AppLayout';
import { AppRoutes } from './routes/AppRoutes';
import { TelegramBackButton } from './telegram/TelegramBackButton';
import { useTelegramStore } from './telegram/telegramSession';
import { TooOldTelegramScreen } from './telegram/TooOldTelegramScreen';
import { UpdatePrompt } from './update/UpdatePrompt';
import { MenuMusic } from './MenuMusic';

// Only debug mode shows the console: the others never load it.
const DebugConsole = lazy(() => import('./debug/DebugConsole').then((m) => ({ default: m.DebugConsole })));

/**
 * Server-state cache: notices and lookups are fresh for a minute; one retry for flaky mobile networks. Any 401
 * re-reads who is signed in (the session may have been revoked elsewhere).
 */
const queryClient: QueryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
  queryCache: new QueryCache({ onError: (error, query) => recheckSessionOn401(queryClient, error, query.queryKey) }),
  mutationCache: new MutationCache({ onError: (error) => recheckSessionOn401(queryClient, error) }),
});

/** The whole client: providers, the site set's routes, and the overlays (errors, update, debug console). */
export function App() {
  const session = useTelegramStore((state) => state.session);
  const debugLink = useDebugMode((state) => state.on);
  if (session && !session.supported) return <TooOldTelegramScreen />;
  return (
    <StrictMode>
      <TestHookBootProbe />
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <ErrorBoundary>
            {/* Translations are what is loading here, so the fallback has no words. */}
            <Suspense
              fallback={
                // The same splash as index.html's start-up screen, so the hand-over does not flicker.
                <div className="splash" role="progressbar" aria-label="TCG">
                  <img src={logoUrl} alt="" width={96} height={96} />
                  <div className="spinner" />
                </div>
              }
            >
              <AppLayout>
                <AppRoutes />
              </AppLayout>
              <TelegramBackButton />
              <AccountSync />
              <MenuMusic />
            </Suspense>
          </ErrorBoundary>
        </BrowserRouter>
      </QueryClientProvider>
      <UpdatePrompt />
      <UnhandledErrorScreen />
      {session?.debug || debugLink ? <Suspense fallback={null}><DebugConsole /></Suspense> : null}
    </StrictMode>
  );
}
