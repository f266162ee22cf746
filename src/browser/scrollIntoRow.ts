/** A box's left and right edges along a row (what `getBoundingClientRect` gives). */
export interface RowEdges {
  left: number;
  right: number;
}

/**
 * How far a sideways-scrolling row must scroll (positive: to the right) for `item` to show whole inside the row's
 * padding: a row that runs to the screen's edges keeps its padding as the margin its content has elsewhere, so an
 * item brought into view stops there, not at the glass.
 */
export function rowScrollDelta(row: RowEdges, item: RowEdges, padding: RowEdges): number {
  const start = row.left + padding.left;
  const end = row.right - padding.right;
  if (item.left < start) return item.left - start;
  if (item.right > end) return Math.min(item.right - end, item.left - start);
  return 0;
}

/**
 * Scrolls a sideways-scrolling row (a phone's row of tabs or links) just enough that `item` shows whole inside the
 * row's padding, moving only the row: `scrollIntoView` would also scroll the page to it.
 */
export function scrollIntoRow(row: HTMLElement, item: HTMLElement): void {
  const style = getComputedStyle(row);
  const padding = { left: Number.parseFloat(style.paddingLeft) || 0, right: Number.parseFloat(style.paddingRight) || 0 };
  row.scrollLeft += rowScrollDelta(row.getBoundingClientRect(), item.getBoundingClientRect(), padding);
}
