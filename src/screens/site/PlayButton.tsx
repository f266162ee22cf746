import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useMe } from '../../services/session/useMe';

// Starting a guest brings the API client and its contracts: loaded on the tap, not with the home page (the entry).
const GuestStart = lazy(() => import('./GuestStart'));

/**
 * The home page's one Play button. Here (a merged host) one tap makes a guest account (starter cards and a starter
 * team already placed) and opens the lobby; a signed-in player goes straight to the lobby. On the public host the
 * app lives on its own host, whose cookie this page cannot set: the link opens its new-player page with `start=1`,
 * which starts the guest by itself, so it is still one tap.
 */
export function PlayButton({ playUrl }: { playUrl: string }) {
  const { t } = useTranslation('homepage');
  const me = useMe();
  const [starting, setStarting] = useState(false);
  const play = t('hero.play');
  if (!playUrl.startsWith('/')) return <a className="button big home-play" href={`${playUrl}new-player?start=1`} data-testid="home-play">{play}</a>;
  if (me.data) return <Link className="button big home-play" to={playUrl} data-testid="home-play">{play}</Link>;
  if (starting) {
    return (
      <Suspense fallback={<button type="button" className="button big home-play" data-testid="home-play" disabled aria-busy="true">{t('start.starting')}</button>}>
        <GuestStart />
      </Suspense>
    );
  }
  return (
    <button type="button" className="button big home-play" data-testid="home-play" disabled={me.isPending} onClick={() => setStarting(true)}>
      {play}
    </button>
  );
}
