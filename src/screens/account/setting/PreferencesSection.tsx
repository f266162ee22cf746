import { useTranslation } from 'react-i18next';
import type { AccountMe } from '../../../contracts/accounts';
import { FormAlert } from '../parts/FormAlert';
import { useUpdateProfile } from './useUpdateProfile';

/** Sound on/off and reduced motion, saved to the profile as soon as they are switched. */
export function PreferencesSection({ me }: { me: AccountMe }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  return (
    <section className="card stack" aria-labelledby="prefs-title">
      <h2 id="prefs-title">{t('setting.preferences')}</h2>
      <label className="toggle">
        <input
          type="checkbox"
          name="soundOn"
          checked={me.settings.soundOn}
          onChange={(event) => update.mutate({ soundOn: event.target.checked })}
        />
        {t('setting.sound')}
      </label>
      <label className="toggle">
        <input
          type="checkbox"
          name="reducedMotion"
          checked={me.settings.reducedMotion}
          onChange={(event) => update.mutate({ reducedMotion: event.target.checked })}
        />
        {t('setting.reducedMotion')}
      </label>
      <p className="muted small">{t('setting.reducedMotionHint')}</p>
      <FormAlert error={update.error} />
    </section>
  );
}
