import { prepareShare } from './shareEndpoints';

/** Every share endpoint; spread into `api` in src/contracts/api/index.ts. */
export const shareApi = { prepareShare } as const;

export * from './shareEndpoints';
