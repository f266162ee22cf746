import { useTranslation } from 'react-i18next';

const MESSAGE = 'Oops, You are using too old Telegram client to run this application.';

/** Shown instead of the app when the Telegram client is older than the minimum Mini Apps version. */
export function TooOldTelegramScreen() {
  const { t } = useTranslation('ui', { useSuspense: false });
  return (
    <div className="screen-center" role="alert" data-screen="telegram-too-old">
      <p style={{ fontSize: '1.2rem', fontWeight: 700 }}>{t('telegram.tooOld', MESSAGE)}</p>
    </div>
  );
}
