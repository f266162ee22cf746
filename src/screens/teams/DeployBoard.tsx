import { useDroppable } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import { deployCells, type DeployCell } from '../../rules/teams/deployGrid';
import type { EditorCopy, Formation } from './formation';
import { UnitTile } from './UnitTile';

const CELLS = deployCells();
const DEPTH_KEYS = ['front', 'middle', 'back'] as const;

function BoardCell({ cell, copy, selectedId, onCell, onSelect }: { cell: DeployCell; copy: EditorCopy | undefined; selectedId: string | null; onCell: (slot: number) => void; onSelect: (copy: EditorCopy) => void }) {
  const { t } = useTranslation(['cards', 'units']);
  const depth = t(`cards:teams.board.${DEPTH_KEYS[cell.depth] ?? 'front'}`);
  const where = { depth, row: cell.row + 1 };
  const { setNodeRef, isOver } = useDroppable({ id: `cell:${cell.slot}`, data: { slot: cell.slot, place: t('cards:teams.board.place', where) } });
  return (
    <div
      ref={setNodeRef}
      className={`deploy-cell depth-${cell.depth}${isOver ? ' over' : ''}${copy ? ' filled' : ''}${selectedId && !copy ? ' target' : ''}`}
      data-slot={cell.slot}
      data-over={isOver ? 'true' : undefined}
      style={{ gridColumn: cell.column + 1, gridRow: cell.row + 1 }}
    >
      {copy ? (
        <UnitTile
          copy={copy}
          selected={selectedId === copy.instanceId}
          onSelect={() => (selectedId && selectedId !== copy.instanceId ? onCell(cell.slot) : onSelect(copy))}
          label={t('cards:teams.board.unitLabel', { ...where, name: t(`units:card.${copy.cardId}.name`), level: copy.level })}
          compact
        />
      ) : (
        <button type="button" className="cell-button" aria-label={t('cards:teams.board.cellLabel', where)} onClick={() => onCell(cell.slot)} />
      )}
    </div>
  );
}

/** The deploy grid as the engine lays it out (3 columns × 4 rows, front column towards the enemy on the right). */
export function DeployBoard({ formation, selectedId, onCell, onSelect }: { formation: Formation; selectedId: string | null; onCell: (slot: number) => void; onSelect: (copy: EditorCopy) => void }) {
  const { t } = useTranslation(['cards']);
  const columns = Math.max(...CELLS.map((c) => c.column)) + 1;
  const headers = Array.from({ length: columns }, (_, column) => CELLS.find((c) => c.column === column)!.depth);
  return (
    <div className="deploy-board" data-testid="deploy-board">
      <div className="deploy-heads" style={{ gridTemplateColumns: `repeat(${columns}, 1fr)` }}>
        {headers.map((depth) => (
          <span key={depth}>{t(`cards:teams.board.${DEPTH_KEYS[depth] ?? 'front'}`)}</span>
        ))}
      </div>
      <div className="deploy-grid" style={{ gridTemplateColumns: `repeat(${columns}, 1fr)` }}>
        {CELLS.map((cell) => (
          <BoardCell key={cell.slot} cell={cell} copy={formation.get(cell.slot)} selectedId={selectedId} onCell={onCell} onSelect={onSelect} />
        ))}
      </div>
      <p className="deploy-enemy small">{t('cards:teams.board.enemy')}</p>
    </div>
  );
}
