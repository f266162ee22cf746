import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AccountMe, IdentityKind } from '../../../contracts/accounts';
import { api } from '../../../contracts/api';
import { canUnlinkIdentity } from '../../../rules/identityRules';
import { useApiMutation } from '../../../services/api';
import { useSessionActions } from '../../../services/session/useMe';
import { FormAlert } from '../parts/FormAlert';

/** Where each kind of method is linked from; a screen signed in links instead of signing in anew. */
const LINK_SCREENS: { kind: IdentityKind; path: string }[] = [
  { kind: 'email', path: '/email-register' },
  { kind: 'telegram', path: '/telegram-login' },
  { kind: 'google', path: '/google-login' },
  { kind: 'apple', path: '/apple-login' },
  // Both wallet kinds link from /wallet-login, which offers TON Connect and web3-onboard side by side.
  { kind: 'ton_wallet', path: '/wallet-login' },
  { kind: 'evm_wallet', path: '/wallet-login' },
];

/** The linked sign-in methods: unlink (never the last verified one: the button says why) and link another. */
export function IdentitiesSection({ me }: { me: AccountMe }) {
  const { t } = useTranslation();
  const { refresh } = useSessionActions();
  const unlink = useApiMutation(api.unlinkIdentity, {
    onSuccess: () => refresh(),
  });
  // One verified email per account (the server refuses a second); a pending one can still be replaced.
  const linkedKinds = new Set(me.identities.filter((i) => i.verified).map((i) => i.kind));
  return (
    <section className="card stack" aria-labelledby="methods-title">
      <h2 id="methods-title">{t('setting.methods')}</h2>
      {me.account.isGuest ? <p className="message" role="note">{t('setting.guestWarning')}</p> : null}
      {me.identities.length > 0 ? (
        <ul className="list-plain" aria-label={t('setting.methods')}>
          {me.identities.map((identity) => {
            const blocker = !canUnlinkIdentity(me.identities, identity.id).ok;
            return (
              <li key={identity.id} className="list-row" data-kind={identity.kind}>
                <span className="grow">
                  <strong>{t(`setting.kinds.${identity.kind}`)}</strong> <span className="muted">{identity.label}</span>
                  {identity.verified ? null : <span className="badge">{t('setting.unverified')}</span>}
                  {blocker ? <span className="muted small" style={{ display: 'block' }}>{t('setting.lastMethod')}</span> : null}
                </span>
                <button
                  type="button"
                  className="button secondary"
                  disabled={blocker || unlink.isPending}
                  title={blocker ? t('setting.lastMethod') : undefined}
                  onClick={() => unlink.mutate({ params: { id: identity.id } })}
                >
                  {t('setting.unlink')}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <FormAlert error={unlink.error} />
      <h3>{t('setting.linkAnother')}</h3>
      <div className="menu-grid">
        {LINK_SCREENS.filter((s) => s.kind !== 'email' || !linkedKinds.has('email')).map((s) => (
          <Link key={s.kind} to={`${s.path}?next=%2Fsetting`} data-link-kind={s.kind}>
            {t(`setting.kinds.${s.kind}`)}
          </Link>
        ))}
      </div>
    </section>
  );
}
