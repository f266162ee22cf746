import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AccountMe } from '../../../contracts/accounts';

/** Shown by sign-in screens to a player who is already signed in: who they are, and where to go next. */
export function SignedInAs({ me, note }: { me: AccountMe; note?: string }) {
  const { t } = useTranslation();
  return (
    <section className="card stack" data-state="signed-in">
      <p>{t('account.signedInAs', { name: me.account.displayName })}</p>
      {note ? <p className="muted small">{note}</p> : null}
      <div className="row">
        <Link className="button" to="/main">
          {t('account.toMain')}
        </Link>
        <Link className="button secondary" to="/setting">
          {t('routes.setting')}
        </Link>
      </div>
    </section>
  );
}
