import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../services/i18n/initI18n';
import { SUPPORTED_LANGUAGES } from '../../services/i18n/languages';
import { BUILD_ID } from '../../services/update/buildId';

/** /setting: the language switcher (en, ru, zh; remembered in localStorage) and the build version. */
export default function SettingScreen() {
  const { t, i18n } = useTranslation();
  // The choice shows at once; the texts follow when the language's files have loaded.
  const [chosen, setChosen] = useState<string | null>(null);
  const current = chosen ?? i18n.resolvedLanguage ?? i18n.language;
  return (
    <>
      <h1>{t('setting.title')}</h1>
      <fieldset className="card stack" style={{ border: 0 }}>
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
                }}
              />
              {t(`languages.${language}`)}
            </label>
          ))}
        </div>
        <p className="muted small">{t('setting.languageHint')}</p>
      </fieldset>
      <p className="muted small">{t('setting.version', { version: BUILD_ID })}</p>
    </>
  );
}
