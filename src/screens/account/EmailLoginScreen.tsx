import { type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { api } from '../../contracts/api';
import { isApiError, useApiMutation } from '../../services/api';
import { useMe } from '../../services/session/useMe';
import { useResendCode } from '../../services/session/useResendCode';
import { FormAlert } from './parts/FormAlert';
import { safeNext, withNext } from './parts/safeNext';
import { SignedInAs } from './parts/SignedInAs';
import { SignInMethods } from './parts/SignInMethods';
import { TextField } from './parts/TextField';
import { useContractForm } from './parts/useContractForm';
import { useFinishSignIn } from './parts/useFinishSignIn';
import { VerifyCodeStep } from './parts/VerifyCodeStep';
import './parts/account.css';

const FIELD_KEYS = { email: 'account.invalid.email', password: 'account.invalid.passwordMissing' };

/**
 * /email-login: email and password. Wrong credentials and the rate limit come back as the server's translated
 * message (the limit says when to retry). An email that was never verified can get a new code right here.
 */
export default function EmailLoginScreen() {
  const { t } = useTranslation();
  const me = useMe();
  const next = safeNext(useLocation().search);
  const finish = useFinishSignIn();
  const form = useContractForm({ email: '', password: '' }, api.loginWithEmail.body, FIELD_KEYS);
  const login = useApiMutation(api.loginWithEmail, { onSuccess: finish });
  const resend = useResendCode(form.values.email);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.check(form.values)) login.mutate({ body: form.values });
  };
  const unverified = isApiError(login.error) && login.error.status === 403;

  if (resend.data) {
    return (
      <>
        <h1>{t('account.login.title')}</h1>
        <VerifyCodeStep sent={resend.data} onVerified={(result) => void finish(result)} />
      </>
    );
  }
  return (
    <>
      <h1>{t('account.login.title')}</h1>
      {me.data ? <SignedInAs me={me.data} note={t('account.login.switchNote')} /> : null}
      <form className="card account-form" onSubmit={submit} noValidate>
        <TextField
          label={t('account.email')}
          type="email"
          name="email"
          autoComplete="username"
          value={form.values.email}
          onChange={form.set('email')}
          error={form.errorFor('email', login.error)}
        />
        <TextField
          label={t('account.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          value={form.values.password}
          onChange={form.set('password')}
          error={form.errorFor('password', login.error)}
        />
        <FormAlert error={form.alertError(login.error)} />
        {unverified ? (
          <button type="button" className="button secondary" disabled={resend.isPending} onClick={() => resend.mutate()}>
            {t('account.login.sendCode')}
          </button>
        ) : null}
        <FormAlert error={resend.error} />
        <button type="submit" className="button" disabled={login.isPending}>
          {login.isPending ? t('account.login.signingIn') : t('account.login.submit')}
        </button>
        <p className="small muted">
          {t('account.login.noAccount')} <Link to={withNext('/email-register', next)}>{t('routes.emailRegister')}</Link>
        </p>
      </form>
      <SignInMethods except="/email-login" />
    </>
  );
}
