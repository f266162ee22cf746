import { BitmapFont } from 'pixi.js';
import { SCENE_FONT } from './sceneFont';

/** Name of the bitmap font of the floating numbers. */
export const NUMBER_FONT = 'tcg-battle-numbers';
let users = 0;

/**
 * Installs the floating numbers' bitmap font (white, outlined; tinted per damage type) for one more scene, and
 * returns its release: the font's textures are destroyed when the last scene lets go.
 */
export function acquireNumberFont(): () => void {
  if (users++ === 0) {
    BitmapFont.install({
      name: NUMBER_FONT,
      style: { fontFamily: SCENE_FONT, fontSize: 40, fontWeight: '900', fill: 0xffffff, stroke: { color: 0x120e1c, width: 6, join: 'round' } },
      chars: [['0', '9'], '+-−!∞×·MISBLOKD '],
      resolution: 1,
      padding: 4,
    });
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--users === 0) BitmapFont.uninstall(NUMBER_FONT);
  };
}
