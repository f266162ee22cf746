import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { startAsGuest } from '../../contracts/accounts/sessionEndpoints';
import { useApiMutation } from '../../services/api';
import { useMe } from '../../services/session/useMe';
import { FormAlert } from '../account/parts/FormAlert';
import { useFinishSignIn } from '../account/parts/useFinishSignIn';

/**
 * The home page's one Play button. Here (a merged host) one tap makes a guest account (starter cards and a starter
 * team already placed) and opens the lobby; a signed-in player goes straight to the lobby. On the public host the
 * app lives on its own host, whose cookie this page cannot set: the link opens its new-player page with `start=1`,
 * which starts the guest by itself, so it is still one tap.
 */
export function PlayButton({ playUrl }: { playUrl: string }) {
  const { t } = useTranslation('homepage');
  const me = useMe();
  const finish = useFinishSignIn('/main');
  const start = useApiMutation(startAsGuest, { onSuccess: finish });
  const play = t('hero.play');
  if (!playUrl.startsWith('/')) return <a className="button big home-play" href={`${playUrl}new-player?start=1`} data-testid="home-play">{play}</a>;
  if (me.data) return <Link className="button big home-play" to={playUrl} data-testid="home-play">{play}</Link>;
  return (
    <>
      <button type="button" className="button big home-play" data-testid="home-play" disabled={start.isPending || me.isPending} aria-busy={start.isPending} onClick={() => start.mutate()}>
        {start.isPending ? t('start.starting') : play}
      </button>
      <FormAlert error={start.error} />
    </>
  );
}
