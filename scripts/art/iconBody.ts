import { icons } from '@iconify-json/game-icons';
import { getIconData, iconToSVG } from '@iconify/utils';

/** The SVG body of a game-icons glyph (512 x 512 units), painted `color`; throws for an unknown name. */
export function iconBody(name: string, color: string): string {
  const data = getIconData(icons, name);
  if (!data) throw new Error(`game-icons has no icon "${name}"`);
  return iconToSVG(data).body.replaceAll('currentColor', color);
}
