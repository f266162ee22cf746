import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { displayName, type AccountMe } from '../../../contracts/accounts';
import { fieldErrorOf, isFieldError } from '../parts/errorText';
import { FormAlert } from '../parts/FormAlert';
import { TextField } from '../parts/TextField';
import { AvatarPicker } from './AvatarPicker';
import { useUpdateProfile } from '../../../services/session/useUpdateProfile';

/** Display name (checked with the contract's rules before sending) and the avatar card. */
export function ProfileSection({ me }: { me: AccountMe }) {
  const { t } = useTranslation();
  const [name, setName] = useState(me.account.displayName);
  const [problem, setProblem] = useState<string | undefined>();
  const rename = useUpdateProfile();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const ok = displayName.safeParse(name).success;
    setProblem(ok ? undefined : t('account.invalid.displayName'));
    if (ok) rename.mutate({ displayName: name });
  };
  return (
    <section className="card stack" aria-labelledby="profile-title">
      <h2 id="profile-title">{t('setting.profile')}</h2>
      <form className="account-form" onSubmit={submit} noValidate>
        <TextField
          label={t('setting.displayName')}
          name="displayName"
          autoComplete="nickname"
          value={name}
          onChange={(v) => {
            setName(v);
            setProblem(undefined);
            rename.reset();
          }}
          hint={t('setting.displayNameHint')}
          error={problem ?? fieldErrorOf(rename.error, 'displayName', t)}
        />
        {isFieldError(rename.error, ['displayName']) ? null : <FormAlert error={rename.error} />}
        {rename.isSuccess ? <p className="message ok" role="status">{t('setting.saved')}</p> : null}
        <button type="submit" className="button" disabled={rename.isPending || name === me.account.displayName}>
          {t('setting.saveName')}
        </button>
      </form>
      <AvatarPicker current={me.account.avatarCardId} />
    </section>
  );
}
