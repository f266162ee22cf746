import { useTranslation } from 'react-i18next';
import type { AccountMe } from '../../../contracts/accounts';
import { PreferenceToggle } from './PreferenceToggle';

/** Reduced motion, saved to the profile as soon as it is switched (sound and music: PlayerSettingsSection). */
export function PreferencesSection({ me }: { me: AccountMe }) {
  const { t } = useTranslation();
  return (
    <section className="card stack" aria-labelledby="prefs-title">
      <h2 id="prefs-title">{t('setting.preferences')}</h2>
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
