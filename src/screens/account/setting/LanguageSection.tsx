import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountMe } from '../../../contracts/accounts';
import { changeLanguage } from '../../../services/i18n/initI18n';
import { SUPPORTED_LANGUAGES } from '../../../services/i18n/languages';
import { FormAlert } from '../parts/FormAlert';
import { useUpdateProfile } from '../../../services/session/useUpdateProfile';

/**
 * The language switcher. Always remembered on this device (localStorage); signed in, also saved to the profile
 * so it follows the player to other devices (AccountSync applies the profile's language there).
 */
export function LanguageSection({ me }: { me: AccountMe | null | undefined }) {
  const { t, i18n } = useTranslation();
  const update = useUpdateProfile();
  // The choice shows at once; the texts follow when the language's files have loaded.
  const [chosen, setChosen] = useState<string | null>(null);
  const current = chosen ?? i18n.resolvedLanguage ?? i18n.language;
  return (
    // A fieldset brings its own inline margin, groove border and min-content width: undo them so it lines up
    // with the other cards and can shrink on a narrow phone.
    <fieldset className="card stack" style={{ marginInline: 0, minInlineSize: 0 }}>
      <legend className="sr-only">{t('setting.language')}</legend>
      <h2>{t('setting.language')}</h2>
      <div className="language-list" role="radiogroup" aria-label={t('setting.language')}>
        {SUPPORTED_LANGUAGES.map((language) => (
          <label key={language} className="language-option" lang={language}>
            <input
              type="radio"
              name="language"
              value={language}
              checked={current === language}
              onChange={() => {
                setChosen(language);
                void changeLanguage(language);
                if (me) update.mutate({ language });
              }}
            />
            {t(`languages.${language}`)}
          </label>
        ))}
      </div>
      <p className="muted small">{me ? t('setting.languageHintProfile') : t('setting.languageHint')}</p>
      <FormAlert error={update.error} />
    </fieldset>
  );
}
