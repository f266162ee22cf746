/** The game-icons.net glyphs shipped as files under public/icons/game (CC BY 3.0; see docs/DEPENDENCIES.md). */
export type GameIconName =
  | 'account' | 'battle' | 'campaign' | 'collection' | 'economy' | 'history' | 'lock' | 'market' | 'other' | 'pvp'
  | 'random-team' | 'rankings' | 'reward' | 'settings' | 'social' | 'stamina' | 'star' | 'team' | 'tower';

/**
 * A decorative game icon painted in the text colour: a CSS mask over the SVG file, so icons cost no JavaScript
 * (the lobby is in the entry bundle) and follow the Telegram theme.
 */
export function GameIcon({ name, className = '' }: { name: GameIconName; className?: string }) {
  return <span className={`game-icon ${className}`} aria-hidden="true" style={{ ['--icon' as string]: `url(/icons/game/${name}.svg)` }} />;
}
