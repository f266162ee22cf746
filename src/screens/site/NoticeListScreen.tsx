import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ApiErrorMessage } from '../shared/ApiErrorMessage';
import { formatDate } from '../shared/formatDate';
import { noticePageQuery } from './noticeQueries';

/**
 * /notices: the server's notices, newest first, a page at a time (?page=N keeps the page across reloads), in the UI's
 * language; one the server has only in English is marked so (`lang`), for screen readers and page translators.
 */
export default function NoticeListScreen() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const query = useQuery({ ...noticePageQuery(page, i18n.resolvedLanguage ?? i18n.language), placeholderData: keepPreviousData });
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / query.data.pageSize)) : 1;
  const goTo = (next: number) => setParams(next === 1 ? {} : { page: String(next) });

  return (
    <>
      <h1>{t('notices.title')}</h1>
      <p className="muted">{t('notices.intro')}</p>
      {query.isPending ? <p className="loading">{t('app.loading')}</p> : null}
      {query.isError ? (
        <ApiErrorMessage error={query.error} lead={t('notices.loadFailed')} onRetry={() => void query.refetch()} />
      ) : null}
      {query.data && query.data.items.length === 0 ? <p className="message">{t('notices.empty')}</p> : null}
      {query.data && query.data.items.length > 0 ? (
        <>
          <ul className="notice-list">
            {query.data.items.map((notice) => (
              <li key={notice.id} className="card">
                <Link to={`/notices/${notice.id}`}>
                  <h2 lang={notice.language}>{notice.title}</h2>
                  <p className="muted small">{t('notices.published', { date: formatDate(notice.publishedAt, i18n.language) })}</p>
                  <p lang={notice.language}>{notice.summary}</p>
                </Link>
              </li>
            ))}
          </ul>
          <div className="pager">
            <button type="button" className="button secondary" disabled={page <= 1} onClick={() => goTo(page - 1)}>
              {t('notices.previous')}
            </button>
            <span className="muted small">{t('notices.pageOf', { page, pages })}</span>
            <button type="button" className="button secondary" disabled={page >= pages} onClick={() => goTo(page + 1)}>
              {t('notices.next')}
            </button>
          </div>
        </>
      ) : null}
    </>
  );
}
