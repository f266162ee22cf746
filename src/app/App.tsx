import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, Suspense } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { useDebugMode } from '../services/debug/debugMode';
import { recheckSessionOn401 } from '../services/session/recheckSessionOn401';
import { AccountSync } from './account/AccountSync';
import { DebugConsole } from './debug/DebugConsole';
import { TestHookBootProbe } from './debug/TestHookRenderProbe';
import { ErrorBoundary } from './errors/ErrorBoundary';
import { UnhandledErrorScreen } from './errors/UnhandledErrorScreen';
import { AppLayout } from './layout/AppLayout';
import { AppRoutes } from './routes/AppRoutes';
import { TelegramBackButton } from './telegram/TelegramBackButton';
import { useTelegramStore } from './telegram/telegramSession';
import { TooOldTelegramScreen } from './telegram/TooOldTelegramScreen';
import { UpdatePrompt } from './update/UpdatePrompt';

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
                // The same brand and spinner as index.html's start-up screen, so the hand-over does not flicker.
                <div className="loading" role="progressbar" aria-label="TCG">
                  <img src="/icon.svg" alt="" width={64} height={64} />
                  <div className="spinner" style={{ margin: '12px auto 0' }} />
                </div>
              }
            >
              <AppLayout>
                <AppRoutes />
              </AppLayout>
              <TelegramBackButton />
              <AccountSync />
            </Suspense>
          </ErrorBoundary>
        </BrowserRouter>
      </QueryClientProvider>
      <UpdatePrompt />
      <UnhandledErrorScreen />
      {session?.debug || debugLink ? <DebugConsole /> : null}
    </StrictMode>
  );
}
