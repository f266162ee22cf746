import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { changePasswordBody } from '../../contracts/accounts';
import { api } from '../../contracts/api';
import { hasVerifiedEmail } from '../../rules/identityRules';
import { apiClient } from '../../services/api';
import { useMe, useSessionActions } from '../../services/session/useMe';
import { clientFieldErrors } from './parts/clientFieldErrors';
import { fieldErrorOf, isFieldError } from './parts/errorText';
import { FormAlert } from './parts/FormAlert';
import { TextField } from './parts/TextField';
import './parts/account.css';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
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
  const [form, setForm] = useState(EMPTY);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const change = useMutation({
    mutationFn: (body: typeof form) => apiClient.call(api.changePassword, { body }),
    onSuccess: () => {
      setForm(EMPTY);
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
  const set = (field: keyof typeof form) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setProblems((p) => ({ ...p, [field]: '' }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = clientFieldErrors(changePasswordBody, form, FIELD_KEYS, 'account.invalid.generic');
    setProblems(found);
    if (Object.keys(found).length === 0) change.mutate(form);
  };
  const errorFor = (field: (typeof FIELDS)[number]) => (problems[field] ? t(problems[field]) : fieldErrorOf(change.error, field, t));
  return (
    <>
      <h1>{t('account.changePassword.title')}</h1>
      <p className="muted">{t('account.changePassword.intro')}</p>
      <form className="card account-form" onSubmit={submit} noValidate>
        <TextField
          label={t('account.currentPassword')}
          type="password"
          name="currentPassword"
          autoComplete="current-password"
          value={form.currentPassword}
          onChange={set('currentPassword')}
          error={errorFor('currentPassword')}
        />
        <TextField
          label={t('account.newPassword')}
          type="password"
          name="newPassword"
          autoComplete="new-password"
          value={form.newPassword}
          onChange={set('newPassword')}
          hint={t('account.passwordRules')}
          error={errorFor('newPassword')}
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
        {isFieldError(change.error, FIELDS) ? null : <FormAlert error={change.error} />}
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
