/** Words joined by middle dots, each dot kept on the line of the word before it: a wrapped list never starts a line with "·". */
export function joinWithDots(words: readonly string[]): string {
  return words.join('\u00a0· ');
}
