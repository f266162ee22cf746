import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { api } from '../../contracts/api';
import { useApiMutation } from '../../services/api';
import { rememberedInviteCode } from '../../services/launch/inviteCode';
import { useMe } from '../../services/session/useMe';
import { FormAlert } from './parts/FormAlert';
import { SignedInAs } from './parts/SignedInAs';
import { SignInMethods } from './parts/SignInMethods';
import { useFinishSignIn } from './parts/useFinishSignIn';
import './parts/account.css';

/**
 * /new-player: start at once as a guest. The server creates the account with a generated name and its
 * starter cards and coins (exactly once), and signs it in; the player lands on the main screen and can secure
 * the account later by linking a sign-in method in /setting. With `?start=1` (the public home page's Play) it
 * starts by itself, so that Play is one tap too.
 */
export default function NewPlayerScreen() {
  const { t } = useTranslation();
  const me = useMe();
  const finish = useFinishSignIn();
  // An invitation from a /launch link, kept in this browser until sign-up.
  const [inviteCode] = useState(() => rememberedInviteCode());
  const start = useApiMutation(api.startAsGuest, { onSuccess: finish });
  // `?start=1`: the public home page's Play button (on its own host) sent the visitor here to start at once.
  const [params] = useSearchParams();
  const autoStarted = useRef(false);
  const signedOut = me.data === null;
  useEffect(() => {
    if (params.get('start') !== '1' || !signedOut || autoStarted.current) return;
    autoStarted.current = true;
    start.mutate();
  }, [params, signedOut, start]);
  return (
    <>
      <h1>{t('account.newPlayer.title')}</h1>
      {me.data ? (
        <SignedInAs me={me.data} />
      ) : (
        <section className="card stack">
          <p>{t('account.newPlayer.intro')}</p>
          {inviteCode ? <p className="message" data-testid="invite-code">{t('account.newPlayer.invited', { code: inviteCode })}</p> : null}
          <ul className="muted small">
            <li>{t('account.newPlayer.starter')}</li>
            <li>{t('account.newPlayer.secureLater')}</li>
          </ul>
          <FormAlert error={start.error} />
          <button type="button" className="button big" disabled={start.isPending} onClick={() => start.mutate()}>
            {start.isPending ? t('account.newPlayer.starting') : t('account.playAsGuest')}
          </button>
        </section>
      )}
      <SignInMethods except="/new-player" title={t('account.haveAccount')} />
    </>
  );
}
