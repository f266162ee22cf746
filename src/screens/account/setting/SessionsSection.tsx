import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../contracts/api';
import { apiQuery, useApiMutation } from '../../../services/api';
import { useSessionActions } from '../../../services/session/useMe';
import { FormAlert } from '../parts/FormAlert';
import { joinWithDots } from '../../shared/joinWithDots';

/** A short device name from a user agent ("Chrome on Android"); the raw string is in the tooltip. */
function deviceOf(userAgent: string | null, unknown: string): string {
  if (!userAgent) return unknown;
  const browser = /Edg\//.test(userAgent) ? 'Edge' : /Firefox\//.test(userAgent) ? 'Firefox' : /Chrom(e|ium)\//.test(userAgent) ? 'Chrome' : /Safari\//.test(userAgent) ? 'Safari' : null;
  const os = /Android/.test(userAgent) ? 'Android' : /iPhone|iPad/.test(userAgent) ? 'iOS' : /Windows/.test(userAgent) ? 'Windows' : /Mac OS X/.test(userAgent) ? 'macOS' : /Linux/.test(userAgent) ? 'Linux' : null;
  return joinWithDots([browser, os].filter((x) => x !== null)) || unknown;
}

/** Signed-in sessions of the account, this one marked; revoke any (revoking this one signs out here). */
export function SessionsSection() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { refresh, clear } = useSessionActions();
  const sessions = useQuery(apiQuery(api.listSessions, {}, ['account', 'sessions']));
  const revoke = useApiMutation(api.revokeSession, {
    onSuccess: (_answer, input) => {
      if (sessions.data?.sessions.find((s) => s.id === input.params.id)?.current) {
        clear();
        navigate('/main');
      } else {
        void sessions.refetch();
        void refresh();
      }
    },
  });
  const when = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section className="card stack" aria-labelledby="sessions-title">
      <h2 id="sessions-title">{t('setting.sessions')}</h2>
      {sessions.isPending ? <p className="muted">{t('app.loading')}</p> : null}
      <FormAlert error={sessions.error} />
      <ul className="list-plain" aria-label={t('setting.sessions')}>
        {sessions.data?.sessions.map((session) => (
          <li key={session.id} className="list-row" data-current={session.current}>
            <span className="grow" title={session.userAgent ?? undefined} translate="no">
              <strong>{deviceOf(session.userAgent, t('setting.unknownDevice'))}</strong>
              {session.current ? <span className="badge">{t('setting.thisDevice')}</span> : null}
              <span className="muted small" style={{ display: 'block' }}>
                {t('setting.lastSeen', { when: when.format(new Date(session.lastSeenAt)) })}
                {session.ip ? ` · ${session.ip}` : ''}
              </span>
            </span>
            <button type="button" className="button secondary" disabled={revoke.isPending} onClick={() => revoke.mutate({ params: { id: session.id } })}>
              {t('setting.revoke')}
            </button>
          </li>
        ))}
      </ul>
      <FormAlert error={revoke.error} />
    </section>
  );
}
