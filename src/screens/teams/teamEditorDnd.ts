import { closestCenter, pointerWithin, rectIntersection, type Announcements, type CollisionDetection, type KeyboardCoordinateGetter } from '@dnd-kit/core';
import type { TFunction } from 'i18next';

/**
 * Share of the window's height at its top and bottom where a dragged card scrolls the page. dnd-kit's default (0.2)
 * reached 180 px into a 900 px desktop window: with the board just under the sticky header, hovering a top-row cell
 * scrolled the page and the cell slid away from under the pointer before the card could be dropped on it.
 */
export const AUTO_SCROLL_EDGE = 0.1;

/** The editor's auto-scroll: only a thin band at the window's top and bottom edges scrolls it while dragging. */
export const boardAutoScroll = { threshold: { x: 0.2, y: AUTO_SCROLL_EDGE } };

/** Gap between board cells in px (teams.css .deploy-grid gap). */
const CELL_GAP = 8;

/**
 * Arrow keys move a keyboard drag one board cell at a time (the default 25 px step would take many presses per
 * cell); the step is measured from the first cell, so it follows the layout on a phone and on a desktop.
 */
export const cellStepCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const cell = context.droppableRects.get('cell:0');
  const dx = cell ? cell.width + CELL_GAP : 60;
  const dy = cell ? cell.height + CELL_GAP : 60;
  switch (event.code) {
    case 'ArrowRight': return { x: currentCoordinates.x + dx, y: currentCoordinates.y };
    case 'ArrowLeft': return { x: currentCoordinates.x - dx, y: currentCoordinates.y };
    case 'ArrowDown': return { x: currentCoordinates.x, y: currentCoordinates.y + dy };
    case 'ArrowUp': return { x: currentCoordinates.x, y: currentCoordinates.y - dy };
    default: return undefined;
  }
};

/**
 * A pointer drop lands where the pointer is (nothing when released outside the board and the tray); a keyboard
 * drag, which has no pointer, lands on the cell nearest the dragged card.
 */
export const boardCollisions: CollisionDetection = (args) => {
  if (!args.pointerCoordinates) return closestCenter(args);
  const within = pointerWithin(args);
  return within.length > 0 ? within : rectIntersection(args);
};

/** What a draggable card and a drop zone tell the screen reader: the card's name, the cell's (or the tray's) name. */
export interface DndNames {
  name?: string;
  place?: string;
}

const nameOf = (entry: { data: { current?: unknown } } | null): string => (entry?.data.current as DndNames | undefined)?.name ?? '';
const placeOf = (entry: { data: { current?: unknown } } | null): string => (entry?.data.current as DndNames | undefined)?.place ?? '';

/**
 * The editor's drag-and-drop announcements in the player's language, naming the card and the cell ("Iron Recruit
 * dropped on Front row 2"), instead of dnd-kit's English default that read out internal ids.
 */
export function teamDndAccessibility(t: TFunction) {
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('cards:teams.dnd.start', { card: nameOf(active) }),
    onDragOver: ({ active, over }) =>
      over ? t('cards:teams.dnd.over', { card: nameOf(active), place: placeOf(over) }) : t('cards:teams.dnd.outside', { card: nameOf(active) }),
    onDragEnd: ({ active, over }) =>
      over ? t('cards:teams.dnd.dropped', { card: nameOf(active), place: placeOf(over) }) : t('cards:teams.dnd.nowhere', { card: nameOf(active) }),
    onDragCancel: ({ active }) => t('cards:teams.dnd.cancelled', { card: nameOf(active) }),
  };
  return { announcements, screenReaderInstructions: { draggable: t('cards:teams.dnd.instructions') } };
}
