import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { isApiError } from '../../services/api';
import { ApiErrorMessage } from '../shared/ApiErrorMessage';
import { formatDate } from '../shared/formatDate';
import { noticeQuery } from './noticeQueries';

/** /notices/:id: one notice in the UI's language (else English, marked `lang`); its body's blank lines separate paragraphs. */
export default function NoticeDetailScreen() {
  const { t, i18n } = useTranslation();
  const { id: rawId = '' } = useParams();
  const id = /^\d+$/.test(rawId) ? Number(rawId) : 0;
  const query = useQuery({ ...noticeQuery(id, i18n.resolvedLanguage ?? i18n.language), enabled: id > 0, retry: (count, error) => !isApiError(error) || (error.status >= 500 && count < 2) });
  const notFound = id === 0 || (isApiError(query.error) && query.error.code === 'not_found');

  return (
    <>
      <p>
        <Link to="/notices">← {t('notices.backToList')}</Link>
      </p>
      {notFound ? <p className="message">{t('notices.notFound')}</p> : null}
      {!notFound && query.isPending ? <p className="loading">{t('app.loading')}</p> : null}
      {!notFound && query.isError ? <ApiErrorMessage error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.data ? (
        <article className="card notice-body">
          <h1 lang={query.data.language}>{query.data.title}</h1>
          <p className="muted small">{t('notices.published', { date: formatDate(query.data.publishedAt, i18n.language) })}</p>
          {query.data.body.split(/\n\s*\n/).map((paragraph, index) => (
            <p key={index} lang={query.data.language}>{paragraph.trim()}</p>
          ))}
        </article>
      ) : null}
    </>
  );
}
