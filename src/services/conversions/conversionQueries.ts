import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type EndpointResponse } from '../../contracts/api';
import type { ConversionKind } from '../../contracts/conversions';
import { apiQuery, useIdempotentMutation } from '../api';
import { isApiError } from '../api/apiError';
import { patchMe } from '../session/useMe';

/** React Query key of one conversion's previews. */
export const conversionQuoteKey = (kind: ConversionKind, amount?: number) => (amount === undefined ? ['conversions', kind] : ['conversions', kind, amount]);

/** GET /api/conversions: every conversion's current rate and limits (what the screen shows before an amount is typed). */
export function useConversionRates() {
  return useQuery({ ...apiQuery(api.listConversionRates, {}, ['conversions', 'rates']), staleTime: 30_000 });
}

/**
 * The server's preview of converting `amount` (null: nothing valid typed yet, no request). The last preview stays
 * shown while the next one loads, so the figures never blank out between keystrokes.
 */
export function useConversionQuote(kind: ConversionKind, amount: number | null) {
  return useQuery({
    ...apiQuery(api.quoteConversion, { params: { kind }, query: { amount: amount ?? 0 } }, conversionQuoteKey(kind, amount ?? 0)),
    enabled: amount !== null,
    placeholderData: keepPreviousData,
    staleTime: 5_000,
    retry: false,
  });
}

/** A finished conversion, as the server answered it. */
export type ConversionDone = EndpointResponse<typeof api.convertCurrency>;

/**
 * POST /api/conversions/:kind under one idempotency key per conversion (useIdempotentMutation: a retry after a lost
 * answer converts once). The header's balances follow the answer; a refusal for a changed rate drops the cached
 * previews so the new rate is fetched and shown.
 */
export function useConvertCurrency(kind: ConversionKind, onConverted: (done: ConversionDone) => void) {
  const client = useQueryClient();
  const mutation = useIdempotentMutation(api.convertCurrency, {
    onSuccess: (done) => {
      patchMe(client, (me) => ({ ...me, balances: done.balances }));
      void client.invalidateQueries({ queryKey: conversionQuoteKey(kind) });
      onConverted(done);
    },
    onError: (error) => {
      if (isApiError(error) && error.reason === 'rate_changed') void client.invalidateQueries({ queryKey: ['conversions'] });
    },
  });
  return {
    ...mutation,
    convert: (amount: number, rateVersion: number) => mutation.mutate({ params: { kind }, body: { amount, rateVersion } }),
  };
}
