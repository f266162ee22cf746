import { UNIT_CARDS } from '../../src/content';
import { STATUS_DEFINITIONS } from '../../src/engine';
import { boardFiles } from './boardSvg';
import { cardSvg } from './cardSvg';
import { fieldSvg } from './fieldSvg';
import { FIELD_COLORS } from './palettes';
import { STATUS_ICONS } from './statusIcons';
import { statusSvg } from './statusSvg';

/** One generated file: its path under the art folder (as src/contracts/art/artPaths.ts names it) and its SVG. */
export interface ArtFile {
  path: string;
  svg: string;
}

/**
 * Every generated SVG: a character portrait per card, an icon per status, a tile per field status. Refuses a
 * status without a chosen icon, so new content cannot ship with missing art.
 */
export function buildArt(): ArtFile[] {
  const missingStatuses = STATUS_DEFINITIONS.filter((s) => !STATUS_ICONS[s.id]).map((s) => s.id);
  if (missingStatuses.length > 0) throw new Error(`choose an icon for: ${missingStatuses.join(', ')} (scripts/art/statusIcons.ts)`);
  const files: ArtFile[] = UNIT_CARDS.map((card) => ({ path: `cards/${card.id}.svg`, svg: cardSvg(card) }));
  const seen = new Set<string>();
  for (const status of STATUS_DEFINITIONS) {
    if (seen.has(status.id)) continue;
    seen.add(status.id);
    const icon = STATUS_ICONS[status.id] ?? '';
    files.push({ path: `statuses/${status.id}.svg`, svg: statusSvg(icon, status.effectType) });
    if (status.effectType === 'field') files.push({ path: `fields/${status.id}.svg`, svg: fieldSvg(icon, FIELD_COLORS[status.id] ?? '#c8d0dc') });
  }
  files.push(...boardFiles());
  return files;
}
