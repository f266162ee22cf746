/** localStorage key of the invite code a player arrived with, kept until sign-up uses it. */
export const INVITE_CODE_STORAGE_KEY = 'tcg:invite-code';

/** Remembers the invite code of a /launch link so the sign-up that follows can credit the inviter. */
export function rememberInviteCode(code: string, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(INVITE_CODE_STORAGE_KEY, code);
  } catch {
    // Storage can be blocked (private mode, sandboxed webview): the invitation then lasts for nothing, not an error.
  }
}

/** The remembered invite code, or null. */
export function rememberedInviteCode(storage: Storage | undefined = globalThis.localStorage): string | null {
  try {
    return storage?.getItem(INVITE_CODE_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** Forgets the remembered invite code (after sign-up sent it). */
export function forgetInviteCode(storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.removeItem(INVITE_CODE_STORAGE_KEY);
  } catch {
    // Blocked storage: nothing was remembered.
  }
}
