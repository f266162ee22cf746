/**
 * Where the game's generated art is served (same origin, generated at build time from the card catalogue).
 * The DOM shows these as images and the battle scene loads them as textures; both sides build URLs only here.
 */

/** URL of a card's portrait (frame, element background, family marks), by catalogue card id. */
export function cardArtPath(cardId: string): string {
  return `/art/cards/${encodeURIComponent(cardId)}.svg`;
}

/** URL of a status effect's icon, by status id. */
export function statusIconPath(statusId: string): string {
  return `/art/statuses/${encodeURIComponent(statusId)}.svg`;
}

/** URL of a field (zone) overlay tile, by the status id of the field. */
export function fieldTilePath(fieldStatusId: string): string {
  return `/art/fields/${encodeURIComponent(fieldStatusId)}.svg`;
}

/** URL of the WebP atlas of every card portrait (baked at build time; the battle scene draws from it). */
export function cardAtlasPath(): string {
  return '/art/atlas/cards.webp';
}

/** URL of the atlas manifest: `{ cell, width, height, frames: { [cardId]: [x, y] } }`. */
export function cardAtlasManifestPath(): string {
  return '/art/atlas/cards.json';
}

/** URL of a board background (see boardTheme): a generated SVG. */
export function boardBackgroundPath(theme: string): string {
  return `/art/boards/${encodeURIComponent(theme)}.svg`;
}
