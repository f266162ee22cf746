import { useTranslation } from 'react-i18next';
import { cardArtPath } from '../../../contracts/art/artPaths';
import type { BurnCandidate } from '../../cards/burnCandidates';

/** Pick the free copies to trade in (spares first; the last copy of a card is marked). */
export function TradePicker({ candidates, picked, max, disabled, onToggle }: { candidates: readonly BurnCandidate[]; picked: ReadonlySet<string>; max: number; disabled: boolean; onToggle: (id: string) => void }) {
  const { t } = useTranslation(['economy', 'units', 'cards']);
  if (candidates.length === 0) return <p className="muted small">{t('economy:mystery.trade.none')}</p>;
  return (
    <ul className="trade-list" aria-label={t('economy:mystery.trade.pick', { count: max })}>
      {candidates.map(({ copy, spare, lastCopy }) => {
        const name = t(`units:card.${copy.cardId}.name`);
        const on = picked.has(copy.instanceId);
        return (
          <li key={copy.instanceId} className={on ? 'picked' : undefined} data-card-id={copy.cardId}>
            <label>
              <input type="checkbox" checked={on} disabled={disabled || (!on && picked.size >= max)} onChange={() => onToggle(copy.instanceId)} aria-label={t('economy:mystery.trade.pickOne', { name, level: copy.level })} />
              <img src={cardArtPath(copy.cardId)} alt="" width={36} height={36} />
              <span>
                <strong>{name}</strong>{' '}
                <span className="small muted">
                  {t('cards:face.level', { level: copy.level })}
                  {spare ? ` · ${t('cards:burn.spare')}` : ''}
                  {lastCopy ? ` · ${t('cards:burn.lastCopy')}` : ''}
                </span>
              </span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}
