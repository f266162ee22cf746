import { useTranslation } from 'react-i18next';
import { errorText } from './errorText';

/** A failed request that names no field, shown above the form's button (translated, see errorText). */
export function FormAlert({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p className="message error" role="alert">
      {errorText(error, t)}
    </p>
  );
}
