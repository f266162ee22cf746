import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { api } from '../../contracts/api';
import { hasVerifiedEmail } from '../../rules/identityRules';
import { useApiMutation } from '../../services/api';
import { useMe, useSessionActions } from '../../services/session/useMe';
import { BUILD_ID } from '../../services/update/buildId';
import { FormAlert } from './parts/FormAlert';
import { SignInMethods } from './parts/SignInMethods';
import { IdentitiesSection } from './setting/IdentitiesSection';
import { LanguageSection } from './setting/LanguageSection';
import { PlayerSettingsSection } from './setting/PlayerSettingsSection';
import { PreferencesSection } from './setting/PreferencesSection';
import { ProfileSection } from './setting/ProfileSection';
import { SeasonProfileCard } from '../seasons/SeasonProfileCard';
import { SessionsSection } from './setting/SessionsSection';
import './parts/account.css';

/**
 * /setting: the language switcher and sound, music, haptics and battle speed for everyone; signed in, also the
 * profile (name, avatar card), reduced motion, linked sign-in methods, sessions, password and logout. Signed out: the ways to sign in.
 */
export default function SettingScreen() {
  const { t } = useTranslation();
  const me = useMe();
  const navigate = useNavigate();
  const { clear } = useSessionActions();
  const logout = useApiMutation(api.logout, {
    onSuccess: () => {
      clear();
      navigate('/main');
    },
  });
  const account = me.data;
  const hasEmail = account ? hasVerifiedEmail(account.identities) : false;
  return (
    <>
      <h1>{t('setting.title')}</h1>
      <LanguageSection me={account} />
      <PlayerSettingsSection />
      {account ? (
        <>
          <ProfileSection key={account.account.id} me={account} />
          <SeasonProfileCard />
          <PreferencesSection me={account} />
          <IdentitiesSection me={account} />
          <SessionsSection />
          <section className="card stack" aria-labelledby="security-title">
            <h2 id="security-title">{t('setting.security')}</h2>
            {hasEmail ? (
              <Link className="button secondary" to="/change-password">
                {t('routes.changePassword')}
              </Link>
            ) : null}
            <FormAlert error={logout.error} />
            <button type="button" className="button" disabled={logout.isPending} onClick={() => logout.mutate()}>
              {t('setting.logout')}
            </button>
          </section>
        </>
      ) : me.isPending ? (
        <p className="loading">{t('app.loading')}</p>
      ) : (
        <SignInMethods title={t('setting.signInToSave')} />
      )}
      <p className="muted small">
        {t('setting.version', { version: BUILD_ID })} · <Link to="/credits">{t('routes.credits')}</Link>
      </p>
    </>
  );
}
