/** localStorage key of this browser's device id (a random UUID made once). */
export const DEVICE_ID_STORAGE_KEY = 'tcg:device-id';

/**
 * This browser's device id, made and kept on first use. Weak evidence on purpose (clearing storage resets it):
 * the invite caps combine it with the client address (docs/ECONOMY.md "Invites").
 */
export function deviceId(storage: Storage | undefined = globalThis.localStorage): string {
  try {
    const known = storage?.getItem(DEVICE_ID_STORAGE_KEY);
    if (known && /^[A-Za-z0-9-]{8,64}$/.test(known)) return known;
    const made = crypto.randomUUID();
    storage?.setItem(DEVICE_ID_STORAGE_KEY, made);
    return made;
  } catch {
    return crypto.randomUUID();
  }
}
