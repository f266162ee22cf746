import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cardArtPath } from '../../contracts/art/artPaths';
import { MAX_BURN_BATCH } from '../../contracts/cards/cardEndpoints';
import { useBurnCards, useBurnedCards, useOwnedCards } from '../../services/cards';
import { ApiErrorMessage } from '../shared/ApiErrorMessage';
import { refusalText } from '../shared/refusalText';
import { burnCandidates } from './burnCandidates';
import { ConfirmStep } from './ConfirmStep';
import './cards.css';

/**
 * /my-burn-list: pick copies to burn for fragments (spares first; locked copies cannot be picked), see the total
 * before confirming, then the burned copies with when and what each gave.
 */
export default function MyBurnListScreen() {
  const { t, i18n } = useTranslation(['cards', 'units']);
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  const when = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'short' });
  const owned = useOwnedCards();
  const burned = useBurnedCards();
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [gained, setGained] = useState<number | null>(null);
  const candidates = useMemo(() => burnCandidates(owned.data?.cards ?? []), [owned.data]);
  const burn = useBurnCards((fragments) => {
    setPicked(new Set());
    setConfirming(false);
    setGained(fragments);
  });
  if (owned.isError) return <ApiErrorMessage error={owned.error} onRetry={() => void owned.refetch()} />;
  if (!owned.data) return <p className="loading">{t('cards:common.loading')}</p>;
  const chosen = candidates.filter((c) => picked.has(c.copy.instanceId));
  const total = chosen.reduce((sum, c) => sum + c.fragments, 0);
  const toggle = (id: string) => {
    setConfirming(false);
    setGained(null);
    setPicked((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else if (next.size < MAX_BURN_BATCH) next.add(id);
      return next;
    });
  };
  return (
    <>
      <h1>{t('cards:burn.title')}</h1>
      <p className="muted">{t('cards:burn.intro')}</p>
      {gained !== null ? (
        <p className="message ok burn-done" role="status">
          {t('cards:burn.done', { fragments: number.format(gained) })}
        </p>
      ) : null}
      <ul className="burn-list" aria-label={t('cards:burn.pick')}>
        {candidates.map(({ copy, fragments, spare, lastCopy }) => {
          const name = t(`units:card.${copy.cardId}.name`);
          const locked = copy.lockedBy !== null;
          return (
            <li key={copy.instanceId} className={picked.has(copy.instanceId) ? 'picked' : undefined} data-card-id={copy.cardId}>
              <label>
                <input type="checkbox" disabled={locked || burn.isPending} checked={picked.has(copy.instanceId)} onChange={() => toggle(copy.instanceId)} aria-label={t('cards:burn.pickOne', { name, level: copy.level })} />
                <img src={cardArtPath(copy.cardId)} alt="" width={48} height={48} />
                <span className="burn-name">
                  <strong>{name}</strong>
                  <span className="small muted">
                    {t('cards:face.level', { level: copy.level })}
                    {spare ? ` · ${t('cards:burn.spare')}` : ''}
                    {lastCopy ? ` · ${t('cards:burn.lastCopy')}` : ''}
                    {locked ? ` · ${t(`cards:lock.${copy.lockedBy}`)}` : ''}
                  </span>
                </span>
                <span className="burn-gain">+{number.format(fragments)}</span>
              </label>
            </li>
          );
        })}
      </ul>
      <section className="card burn-bar" aria-live="polite">
        <p data-testid="burn-preview">
          {chosen.length === 0 ? t('cards:burn.pickHint') : t('cards:burn.preview', { count: chosen.length, fragments: number.format(total) })}
        </p>
        {chosen.some((c) => c.lastCopy) ? <p className="message error">{t('cards:burn.lastCopyWarning')}</p> : null}
        {burn.isError ? (
          <p className="message error" role="alert">
            {refusalText(burn.error, t, ['cards', 'ui'])}
          </p>
        ) : null}
        <ConfirmStep
          confirming={confirming}
          pending={burn.isPending}
          askLabel={t('cards:burn.action')}
          confirmLabel={t('cards:burn.confirm', { count: chosen.length, fragments: number.format(total) })}
          pendingLabel={t('cards:burn.burning')}
          cancelLabel={t('cards:common.cancel')}
          disabled={chosen.length === 0}
          danger
          onAsk={() => setConfirming(true)}
          onConfirm={() => burn.mutate({ body: { instanceIds: chosen.map((c) => c.copy.instanceId) } })}
          onCancel={() => setConfirming(false)}
        />
      </section>
      <h2>{t('cards:burn.history')}</h2>
      {burned.data && burned.data.burned.length > 0 ? (
        <ul className="burned-list" data-testid="burned-list">
          {burned.data.burned.map((b) => (
            <li key={b.instanceId}>
              <img src={cardArtPath(b.cardId)} alt="" width={36} height={36} />
              <span>
                <strong>{t(`units:card.${b.cardId}.name`)}</strong> <span className="small muted">{t('cards:face.level', { level: b.level })}</span>
                <span className="small muted block">{when.format(new Date(b.burnedAt))}</span>
              </span>
              <span className="burn-gain">+{number.format(b.fragments)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t('cards:burn.none')}</p>
      )}
    </>
  );
}
