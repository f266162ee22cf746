import { useDroppable } from '@dnd-kit/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cardCatalog } from '../../content';
import { ELEMENTS, FAMILIES, type Element, type Family } from '../../engine';
import { unitPower } from '../../rules/teams/unitPower';
import type { EditorCopy } from './formation';
import { UnitTile } from './UnitTile';

/** The player's free copies (not on the board), filterable by family and element; also the drop zone for removal. */
export function CardTray({ copies, selectedId, onSelect }: { copies: readonly EditorCopy[]; selectedId: string | null; onSelect: (copy: EditorCopy) => void }) {
  const { t } = useTranslation(['cards', 'units']);
  const [family, setFamily] = useState<Family | ''>('');
  const [element, setElement] = useState<Element | ''>('');
  const { setNodeRef, isOver } = useDroppable({ id: 'tray', data: { place: t('cards:teams.tray.title') } });
  const shown = useMemo(
    () =>
      copies
        .filter((c) => {
          const card = cardCatalog.units.get(c.cardId);
          return card && (!family || card.families.includes(family)) && (!element || card.element === element);
        })
        .sort((a, b) => unitPower(b.cardId, b.level) - unitPower(a.cardId, a.level) || a.cardId.localeCompare(b.cardId)),
    [copies, family, element],
  );
  return (
    <section ref={setNodeRef} className={`card tray${isOver ? ' over' : ''}`} data-over={isOver ? 'true' : undefined} data-testid="card-tray" aria-label={t('cards:teams.tray.title')}>
      <div className="tray-head">
        <h2>{t('cards:teams.tray.title')}</h2>
        <label className="small">
          <span className="sr-only">{t('cards:teams.tray.family')}</span>
          <select value={family} onChange={(e) => setFamily(e.target.value as Family | '')} aria-label={t('cards:teams.tray.family')}>
            <option value="">{t('cards:teams.tray.family')}: {t('cards:teams.tray.all')}</option>
            {FAMILIES.map((f) => (
              <option key={f} value={f}>{t(`units:family.${f}`)}</option>
            ))}
          </select>
        </label>
        <label className="small">
          <span className="sr-only">{t('cards:teams.tray.element')}</span>
          <select value={element} onChange={(e) => setElement(e.target.value as Element | '')} aria-label={t('cards:teams.tray.element')}>
            <option value="">{t('cards:teams.tray.element')}: {t('cards:teams.tray.all')}</option>
            {ELEMENTS.map((el) => (
              <option key={el} value={el}>{t(`units:element.${el}`)}</option>
            ))}
          </select>
        </label>
      </div>
      {isOver ? <p className="small muted">{t('cards:teams.tray.dropHere')}</p> : null}
      {shown.length === 0 ? (
        <p className="small muted">{t('cards:teams.tray.empty')}</p>
      ) : (
        <div className="tray-grid">
          {shown.map((copy) => (
            <UnitTile
              key={copy.instanceId}
              copy={copy}
              selected={selectedId === copy.instanceId}
              onSelect={() => onSelect(copy)}
              label={`${t(`units:card.${copy.cardId}.name`)} · ${t('cards:face.level', { level: copy.level })}`}
            />
          ))}
        </div>
      )}
    </section>
  );
}
