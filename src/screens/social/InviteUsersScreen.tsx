import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInvites } from '../../services/invites';
import { ApiErrorMessage } from '../shared/ApiErrorMessage';
import { TelegramShare } from '../shared/TelegramShare';
import '../market/shops/shops.css';

/**
 * /invite-users: the player's invite code, a web link and a Telegram link to share (copy buttons; inside the mini-app
 * also a prepared Telegram message and a story), what each
 * milestone of an invitee earns, the limits, and every invitee with the milestones they reached.
 */
export default function InviteUsersScreen() {
  const { t, i18n } = useTranslation(['economy']);
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  const when = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium' });
  const invites = useInvites();
  const [copied, setCopied] = useState<string | null>(null);
  if (invites.isError) return <ApiErrorMessage error={invites.error} onRetry={() => void invites.refetch()} />;
  if (!invites.data) return <p className="loading">{t('economy:invites.loading')}</p>;
  const data = invites.data;
  const webLink = `${window.location.origin}/launch?startapp=i_${data.code}`;
  const copy = (label: string, text: string) => {
    void navigator.clipboard?.writeText(text).then(
      () => setCopied(label),
      () => setCopied(null),
    );
  };
  const links = [{ id: 'web', label: t('economy:invites.webLink'), value: webLink }, ...(data.telegramLink ? [{ id: 'telegram', label: t('economy:invites.telegramLink'), value: data.telegramLink }] : [])];
  return (
    <>
      <h1>{t('economy:invites.title')}</h1>
      <section className="card stack">
        <p>{t('economy:invites.intro')}</p>
        <p className="small muted">{t('economy:invites.yourCode')}</p>
        <p className="invite-code" data-testid="invite-code" translate="no">
          {data.code}
        </p>
        {links.map((link) => (
          <label key={link.id} className="stack">
            <span className="small">{link.label}</span>
            <span className="invite-link">
              <input readOnly value={link.value} data-testid={`invite-link-${link.id}`} onFocus={(e) => e.currentTarget.select()} />
              <button type="button" className="button secondary" onClick={() => copy(link.id, link.value)}>
                {copied === link.id ? t('economy:invites.copied') : t('economy:invites.copy')}
              </button>
            </span>
          </label>
        ))}
        {data.telegramLink ? null : <p className="small muted">{t('economy:invites.noTelegram')}</p>}
        <TelegramShare subject={{ kind: 'invite' }} />
      </section>
      <section className="card stack">
        <h2>{t('economy:invites.milestonesTitle')}</h2>
        <ul className="milestone-list">
          {data.milestones.map((m) => (
            <li key={m.id}>
              <span>{t(`economy:invites.milestone.${m.id}`)}</span>
              <span className="points">+{number.format(m.points)}</span>
            </li>
          ))}
        </ul>
        <p className="small muted">{t('economy:invites.limits', { perAddress: data.limits.perAddressPerInviter, perInviter: data.limits.perInviter, minutes: Math.round(data.limits.claimWindowSeconds / 60) })}</p>
      </section>
      <section className="card stack">
        <h2>{t('economy:invites.inviteesTitle', { count: data.invitees.length })}</h2>
        <p data-testid="invite-total">{t('economy:invites.total', { points: number.format(data.totalPoints) })}</p>
        {data.invitees.length === 0 ? (
          <p className="muted">{t('economy:invites.none')}</p>
        ) : (
          <ul className="invitee-list" data-testid="invitees">
            {data.invitees.map((i, index) => (
              <li key={`${i.joinedAt}-${index}`}>
                <strong>{i.displayName}</strong>
                <span className="small muted">{t('economy:invites.joined', { date: when.format(new Date(i.joinedAt)) })}</span>
                <span className="points">+{number.format(i.pointsEarned)}</span>
                <span className="milestone-chips">
                  {data.milestones.map((m) => (
                    <span key={m.id} className={i.milestones.some((r) => r.id === m.id) ? 'reached' : undefined}>
                      {t(`economy:invites.milestone.${m.id}`)}
                    </span>
                  ))}
                </span>
                {i.status === 'counting' ? null : <span className="small muted">{t(`economy:invites.status.${i.status}`)}</span>}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
