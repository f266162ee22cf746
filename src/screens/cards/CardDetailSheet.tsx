import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { cardArtPath } from '../../contracts/art/artPaths';
import type { CollectionEntry } from './collection';
import { FamilySynergies } from './FamilySynergies';
import { LevelUpPanel } from './LevelUpPanel';
import { SkillList } from './SkillList';
import { StatsTable } from './StatsTable';
import { useModalDialog } from '../shared/useModalDialog';

/**
 * A card's detail sheet (a modal dialog; a bottom sheet on phones): portrait, stats now and at the next level,
 * skills with their numbers, families and synergies, and for an owned card the level-up of the chosen copy.
 */
export function CardDetailSheet({ entry, onClose }: { entry: CollectionEntry; onClose: () => void }) {
  const { t } = useTranslation(['cards', 'units', 'economy']);
  const dialog = useModalDialog();
  const [copyId, setCopyId] = useState(entry.copies[0]?.instanceId);
  const [celebrate, setCelebrate] = useState<number | null>(null);
  const copy = entry.copies.find((c) => c.instanceId === copyId) ?? entry.copies[0];
  const { card } = entry;
  const name = t(`units:card.${card.id}.name`);
  return (
    <dialog ref={dialog} className="card-sheet" aria-labelledby="card-sheet-title" onClose={onClose} onCancel={onClose}>
      <div className="card-sheet-body">
        <button type="button" className="sheet-close" onClick={onClose} aria-label={t('cards:common.close')}>
          ×
        </button>
        <header className={`sheet-head rarity-${card.rarity}`}>
          <span className={celebrate ? 'sheet-portrait flourish' : 'sheet-portrait'} key={celebrate ?? 0} data-testid="level-flourish" data-level={celebrate ?? undefined}>
            <img className={celebrate ? 'levelled' : undefined} src={cardArtPath(card.id)} alt="" width={128} height={128} />
            {celebrate ? <span className="level-burst" aria-hidden="true">{celebrate}</span> : null}
          </span>
          <div>
            <h2 id="card-sheet-title">{name}</h2>
            <p className="card-tags">
              <span className={`tag rarity-${card.rarity}`}>{t(`units:rarity.${card.rarity}`)}</span>
              <span className={`tag element-${card.element}`}>{t(`units:element.${card.element}`)}</span>
              <span className="tag">{t(`cards:attack.${card.attackType}`, { range: card.range })}</span>
            </p>
            <p className="muted small">{t(`units:card.${card.id}.description`)}</p>
            {copy ? (
              <p data-testid="sheet-level">
                <strong>{t('cards:face.level', { level: copy.level })}</strong>
                {copy.lockedBy ? <span className="muted small"> · {t(`cards:lock.${copy.lockedBy}`)}</span> : null}
              </p>
            ) : (
              <p className="message">{t('cards:detail.notOwned')}</p>
            )}
          </div>
        </header>
        {celebrate ? (
          <p className="message ok level-done" role="status">
            {t('cards:levelUp.done', { name, level: celebrate })}
          </p>
        ) : null}
        {entry.copies.length > 1 ? (
          <div className="copy-picker" role="group" aria-label={t('cards:detail.copies')}>
            {entry.copies.map((c, i) => (
              <button key={c.instanceId} type="button" className="chip" aria-pressed={c.instanceId === copy?.instanceId} onClick={() => setCopyId(c.instanceId)}>
                {t('cards:detail.copy', { n: i + 1, level: c.level })}
              </button>
            ))}
          </div>
        ) : null}
        <h3>{t('cards:detail.stats')}</h3>
        <StatsTable cardId={card.id} level={copy?.level ?? 1} />
        {copy ? <LevelUpPanel copy={copy} rarity={card.rarity} onLevelled={setCelebrate} /> : null}
        {copy && copy.lockedBy === null ? (
          <p className="next-step">
            <Link className="button secondary" to={`/online-card-market?tab=sell&copy=${copy.instanceId}`}>
              {t('economy:market.sell.fromCard')}
            </Link>
          </p>
        ) : null}
        <h3>{t('cards:detail.skills')}</h3>
        <SkillList skillIds={card.skills} />
        <h3>{t('cards:detail.families')}</h3>
        <FamilySynergies families={card.families} />
      </div>
    </dialog>
  );
}
