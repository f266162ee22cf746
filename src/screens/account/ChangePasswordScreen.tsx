import { type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { changePasswordBody } from '../../contracts/accounts';
import { api } from '../../contracts/api';
import { hasVerifiedEmail } from '../../rules/identityRules';
import { useApiMutation } from '../../services/api';
import { useMe, useSessionActions } from '../../services/session/useMe';
import { FormAlert } from './parts/FormAlert';
import { PasswordFields } from './parts/PasswordFields';
import { useContractForm } from './parts/useContractForm';
import './parts/account.css';

const FIELD_KEYS = {
  currentPassword: 'account.invalid.passwordMissing',
  newPassword: 'account.invalid.passwordLength',
  confirmPassword: 'account.invalid.mismatch',
};
const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * /change-password (signed-in players only): the current password and the new one twice. On success every
 * other session of the account is signed out; this one stays.
 */
export default function ChangePasswordScreen() {
  const { t } = useTranslation();
  const me = useMe();
  const { client } = useSessionActions();
  const form = useContractForm(EMPTY, changePasswordBody, FIELD_KEYS);
  const change = useApiMutation(api.changePassword, {
    onSuccess: () => {
      form.reset();
      void client.invalidateQueries({ queryKey: ['account', 'sessions'] });
    },
  });
  const hasEmail = me.data ? hasVerifiedEmail(me.data.identities) : false;
  if (me.data && !hasEmail) {
    return (
      <>
        <h1>{t('account.changePassword.title')}</h1>
        <section className="card stack" data-state="no-password">
          <p>{t('account.changePassword.noPassword')}</p>
          <Link className="button" to="/email-register?next=%2Fsetting">
            {t('account.linkEmail')}
          </Link>
        </section>
      </>
    );
  }
  const input = (name: keyof typeof EMPTY) => ({ name, value: form.values[name], onChange: form.set(name), error: form.errorFor(name, change.error) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.check(form.values)) change.mutate({ body: form.values });
  };
  return (
    <>
      <h1>{t('account.changePassword.title')}</h1>
      <p className="muted">{t('account.changePassword.intro')}</p>
      <form className="card account-form" onSubmit={submit} noValidate>
        <PasswordFields current={input('currentPassword')} password={input('newPassword')} confirm={input('confirmPassword')} passwordLabel={t('account.newPassword')} />
        <FormAlert error={form.alertError(change.error)} />
        {change.data ? (
          <p className="message ok" role="status">
            {t('account.changePassword.done', { sessions: change.data.revokedSessions })}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={change.isPending}>
          {change.isPending ? t('account.changePassword.saving') : t('account.changePassword.submit')}
        </button>
      </form>
    </>
  );
}
