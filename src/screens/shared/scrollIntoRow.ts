/**
 * Scrolls a sideways-scrolling row (a phone's row of tabs or links) just enough that `item` shows whole, moving only
 * the row: `scrollIntoView` would also scroll the page to it.
 */
export function scrollIntoRow(row: HTMLElement, item: HTMLElement): void {
  const box = row.getBoundingClientRect();
  const at = item.getBoundingClientRect();
  if (at.left < box.left) row.scrollLeft -= box.left - at.left;
  else if (at.right > box.right) row.scrollLeft += at.right - box.right;
}
