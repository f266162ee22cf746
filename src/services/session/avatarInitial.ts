/** The first letter (a whole grapheme, so "Ёж" gives "Ё" and emoji stay whole) of a name, upper-cased, for an avatar disc. */
export function avatarInitial(name: string): string {
  const first = [...name.trim()][0] ?? '?';
  return first.toLocaleUpperCase();
}
