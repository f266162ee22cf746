import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { RANKING_PAGE_SIZE, useRanking, type RankingKind } from '../../services/rankings';
import { useMe } from '../../services/session/useMe';
import { ApiErrorMessage } from '../shared/ApiErrorMessage';
import { RankChange } from './RankChange';
import { RankingPager } from './RankingPager';
import './ranks.css';

/** What every ranking row has; each board adds its own numbers. */
interface RankRow {
  rank: number;
  playerId: string;
  displayName: string;
  rankChange: number | null;
}

/** One board's columns: headers, and the cells of a row after rank, change and name. */
export interface RankColumns<R extends RankRow> {
  headers: readonly string[];
  cells: (row: R) => ReactNode[];
  /** A row's data attributes for tests and styling (e.g. its rating). */
  data?: (row: R) => Record<string, string | number>;
  /** Two rows of one player on a board (teams): tell them apart. */
  key?: (row: R) => string;
}

/**
 * A paginated ranking: rank, change since yesterday, name and the board's columns; the player's own row is
 * highlighted, and "Jump to me" opens its page and scrolls to it (also shown under the table when off-page).
 */
export function RankingTable<K extends RankingKind, R extends RankRow>({ kind, columns }: { kind: K; columns: RankColumns<R> }) {
  const { t } = useTranslation(['modes', 'ui']);
  const me = useMe();
  const [page, setPage] = useState(1);
  const [jump, setJump] = useState(false);
  const ranking = useRanking(kind, page);
  const ownRef = useRef<HTMLTableRowElement>(null);
  const data = ranking.data as { items: R[]; total: number; own: R | null; page: number } | undefined;
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / RANKING_PAGE_SIZE));
  const own = data?.own ?? null;
  const ownPage = own ? Math.ceil(own.rank / RANKING_PAGE_SIZE) : null;
  const isOwn = (row: R) => own !== null && row.playerId === own.playerId && (columns.key ? columns.key(row) === columns.key(own) : true);
  const keyOf = (row: R) => (columns.key ? columns.key(row) : row.playerId);

  useEffect(() => {
    if (!jump || data?.page !== ownPage) return;
    ownRef.current?.scrollIntoView({ block: 'center' });
    ownRef.current?.focus();
    setJump(false);
  }, [jump, data?.page, ownPage]);

  if (me.data === null) return <div className="card"><p>{t('signedOut')}</p><Link className="button" to="/new-player">{t('play')}</Link></div>;
  if (ranking.isError) return <ApiErrorMessage error={ranking.error} onRetry={() => void ranking.refetch()} />;
  if (!data) return <p className="loading">{t('ui:app.loading')}</p>;

  const row = (r: R, ref?: React.Ref<HTMLTableRowElement>) => (
    <tr key={keyOf(r)} ref={ref} tabIndex={ref ? -1 : undefined} className={isOwn(r) ? 'own' : undefined} data-testid={isOwn(r) ? 'own-row' : 'rank-row'} data-rank={r.rank} {...Object.fromEntries(Object.entries(columns.data?.(r) ?? {}).map(([k, v]) => [`data-${k}`, v]))}>
      <td className="rank-place">{r.rank <= 3 ? <span className={`medal m${r.rank}`}>{r.rank}</span> : r.rank}</td>
      <td><RankChange change={r.rankChange} /></td>
      <td className="rank-name"><span translate="no">{r.displayName.split(' ').map((word, i) => <Fragment key={i}>{i > 0 ? ' ' : null}<span className="rank-word">{word}</span></Fragment>)}</span>{isOwn(r) ? <span className="you">{t('ranks.you')}</span> : null}</td>
      {columns.cells(r).map((cell, i) => <td key={i} className="num">{cell}</td>)}
    </tr>
  );

  return (
    <section className="ranking" aria-busy={ranking.isFetching}>
      <div className="ranking-bar">
        {own ? (
          <span className="small">
            {t('ranks.yourRank', { rank: own.rank, total: data.total })}
            {/* An unchanged place has no mark in the sentence (a bare dash after "#1 of 1" read as a stray character). */}
            {own.rankChange === 0 ? null : <> <RankChange change={own.rankChange} /></>}
          </span>
        ) : <span className="small muted">{t('ranks.unranked')}</span>}
        {own ? <button type="button" className="button secondary" data-testid="jump-to-me" onClick={() => { setJump(true); setPage(ownPage!); }}>{t('ranks.jump')}</button> : null}
      </div>
      {data.items.length === 0 ? <p className="card muted">{t('ranks.empty')}</p> : (
        <div className="ranking-scroll">
          <table className="ranking-table">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col"><span className="sr-only">{t('ranks.change')}</span></th>
                <th scope="col">{t('ranks.player')}</th>
                {columns.headers.map((h) => <th key={h} scope="col" className="num">{h}</th>)}
              </tr>
            </thead>
            <tbody>
              {data.items.map((r) => row(r, isOwn(r) ? ownRef : undefined))}
              {own && !data.items.some(isOwn) ? <tr className="gap" aria-hidden="true"><td colSpan={3 + columns.headers.length}>⋯</td></tr> : null}
              {own && !data.items.some(isOwn) ? row(own) : null}
            </tbody>
          </table>
        </div>
      )}
      <RankingPager page={page} pages={pages} onPage={setPage} />
    </section>
  );
}
