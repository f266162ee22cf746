import { isApiError } from './apiError';

/**
 * True when a failed call got the server's definitive answer (a 4xx refusal: nothing was done, or the key is
 * spent on another request), so the next attempt is a new operation. A lost connection (status 0), a broken
 * answer or a server fault (5xx) may hide a request the server did carry out: those keep the key.
 */
export function isDefinitiveRefusal(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500;
}

/** The idempotency key of one operation the player may retry: `current` until the server settled it. */
export interface IdempotencyKey {
  /** The key the next call sends. */
  readonly current: string;
  /** After an answer: a success or a definitive refusal renews the key; any other failure keeps it. */
  settle(outcome: { ok: true } | { ok: false; error: unknown }): void;
}

/** A fresh {@link IdempotencyKey}; `make` draws each key (a UUID in the browser). */
export function idempotencyKey(make: () => string = () => crypto.randomUUID()): IdempotencyKey {
  let current = make();
  return {
    get current() {
      return current;
    },
    settle(outcome) {
      if (outcome.ok || isDefinitiveRefusal(outcome.error)) current = make();
    },
  };
}
