import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { battleResult, battleRole, recordedBattleMode } from '../../contracts/battles';
import { useBattleHistory, type HistoryFilter } from '../../services/battles';
import { useMe } from '../../services/session/useMe';
import { ApiErrorMessage } from '../shared/ApiErrorMessage';
import { HistoryRow } from './history/HistoryRow';
import './battles.css';

/** A filter select: "all" or one value of a zod enum, each worded by `<prefix>.<value>`. */
function FilterSelect<V extends string>({ label, values, value, prefix, onChange }: { label: string; values: readonly V[]; value: V | undefined; prefix: string; onChange: (value: V | undefined) => void }) {
  const { t } = useTranslation('modes');
  return (
    <label className="history-filter">
      <span className="small muted">{label}</span>
      <select value={value ?? ''} onChange={(e) => onChange(e.target.value === '' ? undefined : (e.target.value as V))}>
        <option value="">{t('history.all')}</option>
        {values.map((v) => <option key={v} value={v}>{t(`${prefix}.${v}`)}</option>)}
      </select>
    </label>
  );
}

/**
 * /my-battles: the player's battles, newest first, as attacker and as defender (told when someone fought their
 * defence team), filtered by mode, result and role, 20 at a time with "load more"; each opens its replay.
 */
export default function MyBattlesScreen() {
  const { t } = useTranslation(['modes', 'ui']);
  const me = useMe();
  const [filter, setFilter] = useState<HistoryFilter>({});
  const history = useBattleHistory(filter, me.data !== undefined && me.data !== null);
  const [now] = useState(() => Date.now());
  const items = history.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="mode-screen history">
      <h1>{t('ui:routes.myBattles')}</h1>
      {me.data === null ? (
        <div className="card"><p>{t('signedOut')}</p><Link className="button" to="/new-player">{t('play')}</Link></div>
      ) : (
        <>
          <div className="history-filters" role="group" aria-label={t('history.filters')}>
            <FilterSelect label={t('history.mode')} values={recordedBattleMode.options} value={filter.mode} prefix="mode" onChange={(mode) => setFilter((f) => ({ ...f, mode }))} />
            <FilterSelect label={t('history.resultLabel')} values={battleResult.options} value={filter.result} prefix="history.result" onChange={(result) => setFilter((f) => ({ ...f, result }))} />
            <FilterSelect label={t('history.role')} values={battleRole.options} value={filter.role} prefix="history.roles" onChange={(role) => setFilter((f) => ({ ...f, role }))} />
          </div>
          {history.isError ? <ApiErrorMessage error={history.error} onRetry={() => void history.refetch()} /> : null}
          {history.isPending && !history.isError ? <p className="loading">{t('ui:app.loading')}</p> : null}
          {history.data && items.length === 0 ? (
            <div className="card empty-history">
              <p>{t('history.empty')}</p>
              <Link className="button" to="/activity-levels">{t('history.firstBattle')}</Link>
            </div>
          ) : null}
          <ol className="history-list" data-testid="history" aria-busy={history.isFetching}>
            {items.map((entry) => <HistoryRow key={entry.id} entry={entry} now={now} />)}
          </ol>
          {history.hasNextPage ? (
            <button type="button" className="button secondary" onClick={() => void history.fetchNextPage()} disabled={history.isFetchingNextPage} data-testid="load-more">
              {history.isFetchingNextPage ? t('ui:app.loading') : t('history.more')}
            </button>
          ) : null}
        </>
      )}
    </div>
  );
}
