import { claimInvite, getInvites } from './inviteEndpoints';

/** Every invite endpoint; spread into `api` in src/contracts/api/index.ts. */
export const invitesApi = { getInvites, claimInvite } as const;

export * from './inviteEndpoints';
