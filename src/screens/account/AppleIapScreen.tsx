import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import './parts/account.css';

/**
 * /apple-iap: purchases through the App Store exist only inside the iOS app (Apple requires StoreKit there);
 * on the web and in Telegram the shop screens take payment their own way.
 */
export default function AppleIapScreen() {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t('account.appleIap.title')}</h1>
      <section className="card stack">
        <p>{t('account.appleIap.body')}</p>
        <p className="muted small">{t('account.appleIap.elsewhere')}</p>
        <Link className="button secondary" to="/main">
          {t('account.toMain')}
        </Link>
      </section>
    </>
  );
}
