import { useTranslation } from 'react-i18next';
import { TextField } from './TextField';

/** One password input as {@link PasswordFields} draws it: name, value, setter and the message to show. */
export interface PasswordInput {
  name: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

/**
 * A new password and its confirmation, with the password rules as the hint (the browser's password manager
 * offers a strong one: autocomplete new-password); `current`, when given, comes first (current-password).
 */
export function PasswordFields({ current, password, confirm, passwordLabel }: { current?: PasswordInput; password: PasswordInput; confirm: PasswordInput; passwordLabel?: string }) {
  const { t } = useTranslation();
  return (
    <>
      {current ? (
        <TextField label={t('account.currentPassword')} type="password" autoComplete="current-password" {...current} />
      ) : null}
      <TextField label={passwordLabel ?? t('account.password')} type="password" autoComplete="new-password" hint={t('account.passwordRules')} {...password} />
      <TextField label={t('account.confirmPassword')} type="password" autoComplete="new-password" {...confirm} />
    </>
  );
}
