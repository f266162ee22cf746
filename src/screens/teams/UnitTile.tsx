import { useDraggable } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import { cardArtPath } from '../../contracts/art/artPaths';
import type { EditorCopy } from './formation';

/** A draggable copy (on the board or in the tray): portrait, level and name; a tap selects it for tap-to-place. */
export function UnitTile({ copy, selected, onSelect, label, compact = false }: { copy: EditorCopy; selected: boolean; onSelect: () => void; label: string; compact?: boolean }) {
  const { t } = useTranslation(['units']);
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: `copy:${copy.instanceId}`, data: { copy, name: t(`units:card.${copy.cardId}.name`) } });
  return (
    <div
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      aria-label={label}
      aria-pressed={selected}
      className={`unit-tile${selected ? ' selected' : ''}${isDragging ? ' dragging' : ''}${compact ? ' compact' : ''}`}
      data-instance-id={copy.instanceId}
      data-card-id={copy.cardId}
      onClick={onSelect}
    >
      <img src={cardArtPath(copy.cardId)} alt="" width={96} height={96} draggable={false} />
      <span className="unit-level" aria-hidden="true">{copy.level}</span>
      {compact ? null : <span className="unit-name">{t(`units:card.${copy.cardId}.name`)}</span>}
    </div>
  );
}
