import { RARITIES } from '../../src/engine/types';
import type { MysteryBox } from '../../src/contracts/mystery/mysteryBox';
import { MYSTERY_BOX, mysteryContents, mysteryEffectiveRates } from '../../src/content/economy/mysteryShop';

/** The box exactly as the server draws from it, in the shape the screen publishes before every draw. */
export function publishedBox(): MysteryBox {
  const contents = Object.fromEntries(RARITIES.map((r) => [r, [...mysteryContents(r)]])) as MysteryBox['contents'];
  return {
    version: MYSTERY_BOX.version,
    fragmentPrice: MYSTERY_BOX.fragmentPrice,
    cardsPerDraw: MYSTERY_BOX.cardsPerDraw,
    oddsBp: { ...MYSTERY_BOX.oddsBp },
    pity: { ...MYSTERY_BOX.pity },
    contents,
    effectiveRates: mysteryEffectiveRates(),
  };
}
