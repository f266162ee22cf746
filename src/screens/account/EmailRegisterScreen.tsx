import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { registerEmailBody, type AccountLanguage } from '../../contracts/accounts';
import { api } from '../../contracts/api';
import { hasVerifiedEmail } from '../../rules/identityRules';
import { apiClient } from '../../services/api';
import { isLanguage } from '../../services/i18n/languages';
import { useMe } from '../../services/session/useMe';
import { clientFieldErrors } from './parts/clientFieldErrors';
import { fieldErrorOf, isFieldError } from './parts/errorText';
import { FormAlert } from './parts/FormAlert';
import { safeNext, withNext } from './parts/safeNext';
import { SignedInAs } from './parts/SignedInAs';
import { SignInMethods } from './parts/SignInMethods';
import { TextField } from './parts/TextField';
import { useFinishSignIn } from './parts/useFinishSignIn';
import { VerifyCodeStep } from './parts/VerifyCodeStep';
import './parts/account.css';

const FIELDS = ['email', 'password', 'confirmPassword'] as const;
const FIELD_KEYS = { email: 'account.invalid.email', password: 'account.invalid.passwordLength', confirmPassword: 'account.invalid.mismatch' };

/**
 * /email-register: email, password and confirmation (with the password rules), then the mailed 6-digit code.
 * Signed in (e.g. as a guest), the email is linked to the current account instead of creating one.
 */
export default function EmailRegisterScreen() {
  const { t, i18n } = useTranslation();
  const me = useMe();
  const next = safeNext(useLocation().search);
  const finish = useFinishSignIn(me.data ? '/setting' : '/main');
  const [form, setForm] = useState({ email: '', password: '', confirmPassword: '' });
  const [problems, setProblems] = useState<Record<string, string>>({});
  const register = useMutation({
    mutationFn: (body: typeof form & { language: AccountLanguage }) => apiClient.call(api.registerEmail, { body }),
  });
  const set = (field: keyof typeof form) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setProblems((p) => ({ ...p, [field]: '' }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const current = i18n.resolvedLanguage ?? 'en';
    const body = { ...form, language: isLanguage(current) ? current : 'en' };
    const found = clientFieldErrors(registerEmailBody, body, FIELD_KEYS, 'account.invalid.generic');
    setProblems(found);
    if (Object.keys(found).length === 0) register.mutate(body);
  };
  const errorFor = (field: (typeof FIELDS)[number]) => (problems[field] ? t(problems[field]) : fieldErrorOf(register.error, field, t));

  if (register.data) {
    return (
      <>
        <h1>{t('account.register.title')}</h1>
        <VerifyCodeStep sent={register.data} onVerified={(result) => void finish(result)} />
        <button type="button" className="button secondary" onClick={() => register.reset()}>
          {t('account.register.changeEmail')}
        </button>
      </>
    );
  }
  // One email per account (the server refuses a second): say so before the player fills the form in.
  if (me.data && hasVerifiedEmail(me.data.identities)) {
    return (
      <>
        <h1>{t('account.register.title')}</h1>
        <SignedInAs me={me.data} note={t('account.register.alreadyHasEmail')} />
      </>
    );
  }
  return (
    <>
      <h1>{t('account.register.title')}</h1>
      <p className="muted">{me.data ? t('account.register.linkIntro', { name: me.data.account.displayName }) : t('account.register.intro')}</p>
      <form className="card account-form" onSubmit={submit} noValidate data-step="details">
        <TextField label={t('account.email')} type="email" name="email" autoComplete="email" value={form.email} onChange={set('email')} error={errorFor('email')} />
        <TextField
          label={t('account.password')}
          type="password"
          name="password"
          autoComplete="new-password"
          value={form.password}
          onChange={set('password')}
          hint={t('account.passwordRules')}
          error={errorFor('password')}
        />
        <TextField
          label={t('account.confirmPassword')}
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          value={form.confirmPassword}
          onChange={set('confirmPassword')}
          error={errorFor('confirmPassword')}
        />
        {isFieldError(register.error, FIELDS) ? null : <FormAlert error={register.error} />}
        <button type="submit" className="button" disabled={register.isPending}>
          {register.isPending ? t('account.register.sending') : t('account.register.submit')}
        </button>
        {me.data ? null : (
          <p className="small muted">
            {t('account.register.haveAccount')} <Link to={withNext('/email-login', next)}>{t('routes.emailLogin')}</Link>
          </p>
        )}
      </form>
      {me.data ? null : <SignInMethods except="/email-register" />}
    </>
  );
}
