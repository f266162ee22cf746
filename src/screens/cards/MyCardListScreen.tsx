import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiErrorMessage } from '../shared/ApiErrorMessage';
import { CardDetailSheet } from './CardDetailSheet';
import { CardFace } from './CardFace';
import { CardFilters } from './CardFilters';
import { collectionOf, DEFAULT_QUERY, entryPower, queryCollection, type CollectionQuery } from './collection';
import { useOwnedCards } from '../../services/cards';
import { haptic } from '../../services/telegram/haptics';
import './cards.css';

/**
 * /my-card-list: the player's cards as a grid of faces (one per card, best copy, ×N for duplicates), filters,
 * sort and search by translated name, the owned/total count, and a "not owned yet" tab with the rest of the
 * set. A face opens the card's detail sheet.
 */
export default function MyCardListScreen() {
  const { t } = useTranslation(['cards', 'units']);
  const owned = useOwnedCards();
  const [query, setQuery] = useState<CollectionQuery>(DEFAULT_QUERY);
  const [tab, setTab] = useState<'owned' | 'missing'>('owned');
  const [openId, setOpenId] = useState<string | null>(null);
  const entries = useMemo(() => collectionOf(owned.data?.cards ?? []), [owned.data]);
  if (owned.isError) return <ApiErrorMessage error={owned.error} onRetry={() => void owned.refetch()} />;
  if (!owned.data) return <p className="loading">{t('cards:common.loading')}</p>;
  const mine = entries.filter((e) => e.copies.length > 0);
  const missing = entries.filter((e) => e.copies.length === 0);
  const shown = queryCollection(tab === 'owned' ? mine : missing, query, (id) => t(`units:card.${id}.name`));
  const open = entries.find((e) => e.card.id === openId);
  return (
    <>
      <div className="cards-head">
        <h1>{t('cards:list.title')}</h1>
        <p className="count-pill" data-testid="owned-count">
          {t('cards:list.count', { owned: mine.length, total: entries.length })}
        </p>
      </div>
      <p className="muted">{t('cards:list.intro', { copies: owned.data.cards.length })}</p>
      <div className="tabs" role="tablist">
        <button type="button" role="tab" aria-selected={tab === 'owned'} onClick={() => { if (tab !== 'owned') haptic('selection'); setTab('owned'); }}>
          {t('cards:list.ownedTab', { count: mine.length })}
        </button>
        <button type="button" role="tab" aria-selected={tab === 'missing'} onClick={() => { if (tab !== 'missing') haptic('selection'); setTab('missing'); }}>
          {t('cards:list.missingTab', { count: missing.length })}
        </button>
      </div>
      <CardFilters query={query} onChange={setQuery} />
      {shown.length === 0 ? (
        <p className="message">{t('cards:list.noMatch')}</p>
      ) : (
        <div className="card-grid" data-testid="card-grid">
          {shown.map((entry) => (
            <CardFace key={entry.card.id} card={entry.card} level={entry.copies[0]?.level ?? null} copies={entry.copies.length} power={query.sort === 'power' ? entryPower(entry) : undefined} onOpen={() => setOpenId(entry.card.id)} />
          ))}
        </div>
      )}
      <p className="next-step">
        <Link className="button secondary" to="/my-team">
          {t('cards:list.toTeam')}
        </Link>
        <Link className="button secondary" to="/my-burn-list">
          {t('cards:list.toBurn')}
        </Link>
      </p>
      {open ? <CardDetailSheet key={open.card.id} entry={open} onClose={() => setOpenId(null)} /> : null}
    </>
  );
}
