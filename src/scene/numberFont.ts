import { BitmapFont } from 'pixi.js';
import { SCENE_FONT } from './sceneFont';

/** Name of the bitmap font of the floating numbers. */
export const NUMBER_FONT = 'tcg-battle-numbers';
/** Name of the bitmap font of the round title ("Round 4"): gold, outlined, drawn as is (not tinted). */
export const TITLE_FONT = 'tcg-battle-titles';
/** The round title's size in the font (BitmapText scales from it). */
export const TITLE_FONT_SIZE = 34;
let users = 0;

/**
 * Installs the scene's bitmap fonts for one more scene, and returns their release: the fonts' textures are destroyed
 * when the last scene lets go. The floating numbers (white, outlined; tinted per damage type) and the round title,
 * which was a canvas Text: each new round drew it anew and uploaded the texture inside a frame (one of the slowest
 * frames of a battle); glyphs are drawn once (the title's words in every language up front, any other character the
 * first time it shows).
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
    BitmapFont.install({
      name: TITLE_FONT,
      style: { fontFamily: SCENE_FONT, fontSize: TITLE_FONT_SIZE, fontWeight: '900', fill: 0xf5c451, stroke: { color: 0x1a1326, width: 6 } },
      chars: [['0', '9'], 'Round Раунд 第回合'],
      resolution: 2,
      padding: 4,
    });
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--users === 0) {
      BitmapFont.uninstall(NUMBER_FONT);
      BitmapFont.uninstall(TITLE_FONT);
    }
  };
}
