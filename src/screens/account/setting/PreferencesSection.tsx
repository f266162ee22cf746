import { useTranslation } from 'react-i18next';
import type { AccountMe } from '../../../contracts/accounts';
import { PreferenceToggle } from './PreferenceToggle';

/** Sound on/off and reduced motion, saved to the profile as soon as they are switched. */
export function PreferencesSection({ me }: { me: AccountMe }) {
  const { t } = useTranslation();
  return (
    <section className="card stack" aria-labelledby="prefs-title">
      <h2 id="prefs-title">{t('setting.preferences')}</h2>
      <PreferenceToggle label={t('setting.sound')} name="soundOn" saved={me.settings.soundOn} change={(soundOn) => ({ soundOn })} />
      <PreferenceToggle
        label={t('setting.reducedMotion')}
        name="reducedMotion"
        saved={me.settings.reducedMotion}
        change={(reducedMotion) => ({ reducedMotion })}
      />
      <p className="muted small">{t('setting.reducedMotionHint')}</p>
    </section>
  );
}
