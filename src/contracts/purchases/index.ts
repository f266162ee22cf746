import { createStarsInvoice, getPurchases, verifyApplePurchase } from './purchaseEndpoints';

/** Every purchase endpoint browsers call; spread into `api` in src/contracts/api/index.ts. */
export const purchasesApi = { getPurchases, verifyApplePurchase, createStarsInvoice } as const;

export * from './purchaseEndpoints';
export * from './purchaseWebhooks';
