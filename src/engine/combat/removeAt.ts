/**
 * Removes the element at `i`, keeping the order of the rest. Unlike `splice` it allocates no array of removed
 * elements and makes no runtime call (the hot status and field lists of a battle shrink this way).
 */
export function removeAt<T>(list: T[], i: number): void {
  const last = list.length - 1;
  for (let j = i; j < last; j++) list[j] = list[j + 1]!;
  list.pop();
}
