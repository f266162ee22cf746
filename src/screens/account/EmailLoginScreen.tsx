import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { emailAddress } from '../../contracts/accounts';
import { api } from '../../contracts/api';
import { apiClient, isApiError } from '../../services/api';
import { isLanguage } from '../../services/i18n/languages';
import { useMe } from '../../services/session/useMe';
import { fieldErrorOf, isFieldError } from './parts/errorText';
import { FormAlert } from './parts/FormAlert';
import { safeNext, withNext } from './parts/safeNext';
import { SignedInAs } from './parts/SignedInAs';
import { SignInMethods } from './parts/SignInMethods';
import { TextField } from './parts/TextField';
import { useFinishSignIn } from './parts/useFinishSignIn';
import { VerifyCodeStep } from './parts/VerifyCodeStep';
import './parts/account.css';

const FIELDS = ['email', 'password'] as const;

/**
 * /email-login: email and password. Wrong credentials and the rate limit come back as the server's translated
 * message (the limit says when to retry). An email that was never verified can get a new code right here.
 */
export default function EmailLoginScreen() {
  const { t, i18n } = useTranslation();
  const me = useMe();
  const next = safeNext(useLocation().search);
  const finish = useFinishSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [emailProblem, setEmailProblem] = useState<string | undefined>();
  const [passwordProblem, setPasswordProblem] = useState<string | undefined>();
  const login = useMutation({
    mutationFn: () => apiClient.call(api.loginWithEmail, { body: { email, password } }),
    onSuccess: finish,
  });
  const resend = useMutation({
    mutationFn: () => {
      const language = i18n.resolvedLanguage ?? 'en';
      return apiClient.call(api.resendVerificationCode, { body: { email, language: isLanguage(language) ? language : 'en' } });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const badEmail = !emailAddress.safeParse(email).success;
    setEmailProblem(badEmail ? t('account.invalid.email') : undefined);
    setPasswordProblem(password === '' ? t('account.invalid.passwordMissing') : undefined);
    if (!badEmail && password !== '') login.mutate();
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
          value={email}
          onChange={(v) => {
            setEmail(v);
            setEmailProblem(undefined);
          }}
          error={emailProblem ?? fieldErrorOf(login.error, 'email', t)}
        />
        <TextField
          label={t('account.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(v) => {
            setPassword(v);
            setPasswordProblem(undefined);
          }}
          error={passwordProblem ?? fieldErrorOf(login.error, 'password', t)}
        />
        {isFieldError(login.error, FIELDS) ? null : <FormAlert error={login.error} />}
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
