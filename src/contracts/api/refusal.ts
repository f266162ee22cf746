/**
 * A use case's typed refusal: it says no on purpose (a rule, not a fault). The server maps `reason` to an HTTP
 * status in `server/http/` and sends `{ error: { code, reason, params, message } }`; the client words the
 * reason from its locale files (`<ns>:refusals.<reason>`) with `params`, falling back to the code's generic text.
 */
export interface Refusal<R extends string = string> {
  ok: false;
  reason: R;
  params?: Readonly<Record<string, string | number>>;
}

/** A use case's answer: its value, or a {@link Refusal}. */
export type Outcome<T, R extends string = string> = { ok: true; value: T } | Refusal<R>;

/** Builds a {@link Refusal}. */
export function refuse<R extends string>(reason: R, params?: Readonly<Record<string, string | number>>): Refusal<R> {
  return params ? { ok: false, reason, params } : { ok: false, reason };
}

/** Builds a successful {@link Outcome}. */
export function succeed<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}
