import { create } from 'zustand';

/** Where the update flow is: nothing pending, a new version waiting for the player's OK, or taking over. */
export type UpdatePhase = 'idle' | 'available' | 'updating';

/** The update flow's state, read by the update prompt. */
export interface UpdateStore {
  phase: UpdatePhase;
  /** Set by the service-worker registration; asks the waiting worker to take over. */
  accept: () => void;
}

/** Update flow state (SPEC §4 update flow). */
export const useUpdateStore = create<UpdateStore>(() => ({ phase: 'idle', accept: () => undefined }));
