import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { startAsGuest } from '../../contracts/accounts/sessionEndpoints';
import { useApiMutation } from '../../services/api';
import { FormAlert } from '../account/parts/FormAlert';
import { useFinishSignIn } from '../account/parts/useFinishSignIn';

/** Play's second half, loaded by the tap: starts the guest at once, then opens the lobby; a refusal offers a retry. */
export default function GuestStart() {
  const { t } = useTranslation('homepage');
  const finish = useFinishSignIn('/main');
  const start = useApiMutation(startAsGuest, { onSuccess: finish });
  // Once per tap (StrictMode runs effects twice in development): two guests would be two accounts.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start.mutate();
  }, [start]);
  return (
    <>
      <button type="button" className="button big home-play" data-testid="home-play" disabled={start.isPending} aria-busy={start.isPending} onClick={() => start.mutate()}>
        {start.isPending || !start.error ? t('start.starting') : t('hero.play')}
      </button>
      <FormAlert error={start.error} />
    </>
  );
}
