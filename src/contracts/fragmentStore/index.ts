import { buyFromFragmentStore, getFragmentStore } from './fragmentStoreEndpoints';

/** Every fragment-store endpoint; spread into `api` in src/contracts/api/index.ts. */
export const fragmentStoreApi = { getFragmentStore, buyFromFragmentStore } as const;

export * from './fragmentStoreEndpoints';
