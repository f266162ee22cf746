import { type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { registerEmailBody } from '../../contracts/accounts';
import { api } from '../../contracts/api';
import { hasVerifiedEmail } from '../../rules/identityRules';
import { useApiMutation } from '../../services/api';
import { isLanguage } from '../../services/i18n/languages';
import { useMe } from '../../services/session/useMe';
import { FormAlert } from './parts/FormAlert';
import { PasswordFields } from './parts/PasswordFields';
import { safeNext, withNext } from './parts/safeNext';
import { SignedInAs } from './parts/SignedInAs';
import { SignInMethods } from './parts/SignInMethods';
import { TextField } from './parts/TextField';
import { useContractForm } from './parts/useContractForm';
import { useFinishSignIn } from './parts/useFinishSignIn';
import { VerifyCodeStep } from './parts/VerifyCodeStep';
import './parts/account.css';

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
  const form = useContractForm({ email: '', password: '', confirmPassword: '' }, registerEmailBody, FIELD_KEYS);
  const register = useApiMutation(api.registerEmail);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const current = i18n.resolvedLanguage ?? 'en';
    const body = { ...form.values, language: isLanguage(current) ? current : 'en' } as const;
    if (form.check(body)) register.mutate({ body });
  };
  const input = (name: keyof typeof FIELD_KEYS) => ({ name, value: form.values[name], onChange: form.set(name), error: form.errorFor(name, register.error) });

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
        <TextField label={t('account.email')} type="email" autoComplete="email" {...input('email')} />
        <PasswordFields password={input('password')} confirm={input('confirmPassword')} />
        <FormAlert error={form.alertError(register.error)} />
        <button type="submit" className="button" disabled={register.isPending}>
          {register.isPending ? t('account.register.sending') : t('account.register.submit')}
        </button>
        {me.data ? null : (
          <p className="small muted">
            {t('account.register.haveAccount')} <Link to={withNext('/email-login', next)}>{t('routes.emailLogin')}</Link>
          </p>
        )}
      </form>
      <SignInMethods except="/email-register" />
    </>
  );
}
