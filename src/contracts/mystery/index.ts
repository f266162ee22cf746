import { drawMystery, getMysteryShop, listMysteryHistory, rotateMysterySeed } from './mysteryEndpoints';

/** Every mystery-shop endpoint; spread into `api` in src/contracts/api/index.ts. */
export const mysteryApi = { getMysteryShop, drawMystery, rotateMysterySeed, listMysteryHistory } as const;

export * from './mysteryBox';
export * from './mysteryEndpoints';
