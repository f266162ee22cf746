import { useTranslation } from 'react-i18next';

/** Previous, "page N of M" and next under a ranking table (the ranks and the past season's standing). */
export function RankingPager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('modes');
  return (
    <nav className="pager" aria-label={t('ranks.pages')}>
      <button type="button" className="button secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>{t('ranks.previous')}</button>
      <span className="small">{t('ranks.page', { page, pages })}</span>
      <button type="button" className="button secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>{t('ranks.next')}</button>
    </nav>
  );
}
