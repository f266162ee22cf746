import { useTranslation } from 'react-i18next';
import { useMyReports } from '../../../services/reports';
import { ApiErrorMessage } from '../../shared/ApiErrorMessage';
import { formatDate } from '../../shared/formatDate';
import { joinWithDots } from '../../shared/joinWithDots';

/** The player's reports, newest first: category, when, status and, once closed, the team's answer. */
export function MyReports() {
  const { t, i18n } = useTranslation(['economy', 'ui']);
  const mine = useMyReports();
  return (
    <section className="card stack" aria-labelledby="my-reports-title">
      <h2 id="my-reports-title">{t('report.mine')}</h2>
      {mine.isError ? <ApiErrorMessage error={mine.error} onRetry={() => void mine.refetch()} /> : null}
      {mine.data === undefined && !mine.isError ? <p className="muted">{t('ui:app.loading')}</p> : null}
      {mine.data?.reports.length === 0 ? <p className="muted">{t('report.none')}</p> : null}
      {mine.data && mine.data.reports.length > 0 ? (
        <ol className="report-list" data-testid="my-reports">
          {mine.data.reports.map((r) => (
            <li key={r.id} data-status={r.status} className={`report-item ${r.status}`}>
              <div className="report-item-head">
                <strong>#{r.id}</strong>
                <span>{t(`report.categories.${r.category}`)}</span>
                <span className="muted small">{formatDate(r.createdAt, i18n.resolvedLanguage ?? 'en')}</span>
                <span className={`badge report-status ${r.status}`}>{t(`report.status.${r.status}`)}</span>
              </div>
              <p className="report-text">{r.text}</p>
              {r.battleId || r.hasScreenshot ? (
                <p className="small muted">
                  {joinWithDots([r.battleId ? t('report.aboutBattle', { id: r.battleId }) : null, r.hasScreenshot ? t('report.withScreenshot') : null].filter((x) => x !== null))}
                </p>
              ) : null}
              {r.status === 'closed' ? (
                <p className="message ok small report-answer">
                  {t('report.answer', { date: formatDate(r.closedAt ?? r.createdAt, i18n.resolvedLanguage ?? 'en') })} {r.resolution}
                </p>
              ) : (
                <p className="small muted">{t('report.waiting')}</p>
              )}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
