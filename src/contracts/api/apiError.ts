import { z } from 'zod';

/** Machine-readable error codes the server answers with; the client translates them (ui:errors.<code>). */
export const apiErrorCode = z.enum([
  'bad_request',
  'not_found',
  'unauthorized',
  'forbidden',
  'conflict',
  'rate_limited',
  'insufficient_funds',
  // A part of the server that is not set up or not reachable right now (a 503): not a fault of the server itself.
  'unavailable',
  'internal',
]);
/** One of {@link apiErrorCode}. */
export type ApiErrorCode = z.infer<typeof apiErrorCode>;

/** Body of every error response: `{ error: { code, message, field? } }`. `field` names the bad input, dotted. */
export const apiErrorBody = z.object({
  error: z.object({
    code: apiErrorCode,
    /** For whoever reads a raw answer or a log (a refusal's is its reason); the client words `code` and `reason` instead. */
    message: z.string(),
    field: z.string().optional(),
    retryAfterSeconds: z.number().int().nonnegative().optional(),
    /** Why a use case refused, finer than `code`: the client words it (`<ns>:refusals.<reason>`, else `ui:errors.codes.<code>`). */
    reason: z.string().optional(),
    /** Values the client's wording of `reason` interpolates (amounts, names, times). */
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  }),
});
/** Parsed error response body. */
export type ApiErrorBody = z.infer<typeof apiErrorBody>;
