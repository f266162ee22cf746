import { cardArtPath } from '../../contracts/art/artPaths';
import { avatarInitial } from '../../services/session/avatarInitial';

/**
 * A player's avatar: the portrait of their avatar card (generated art, same origin), or the initial of their
 * name on a disc when they chose none. `artPaths` is a dependency-free module, so the entry bundle stays small.
 */
export function PlayerAvatar({ cardId, name, size = 40 }: { cardId: string | null; name: string; size?: number }) {
  if (!cardId) {
    return (
      <span className="avatar" aria-hidden="true" style={{ width: size, height: size }}>
        {avatarInitial(name)}
      </span>
    );
  }
  return <img className="avatar avatar-portrait" src={cardArtPath(cardId)} alt="" width={size} height={size} aria-hidden="true" />;
}
