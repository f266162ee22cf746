import { z } from 'zod';
import { CONVERSIONS, type ConversionKind } from '../../content/economy/conversions';
import { balances, currency } from '../accounts/currency';
import { idempotencyKey } from '../accounts/staminaEndpoints';
import { defineEndpoint } from '../api/endpoint';

/** The name of a conversion (docs/ECONOMY.md, "Conversions"). */
export const conversionKind = z.enum(Object.keys(CONVERSIONS) as [ConversionKind, ...ConversionKind[]]);

/** The largest amount any conversion accepts; per-kind limits are checked by the use case (a 400 naming `amount`). */
const MAX_CONVERSION_AMOUNT = Math.max(...Object.values(CONVERSIONS).map((r) => r.max));

/** An amount to pay: a positive whole number. */
export const conversionAmount = z.number().int().positive().max(MAX_CONVERSION_AMOUNT);

/** One conversion's current rate, as the server applies it. */
export const conversionRate = z.object({
  kind: conversionKind,
  from: currency,
  to: currency,
  version: z.number().int().positive(),
  numerator: z.number().int().positive(),
  denominator: z.number().int().positive(),
  min: z.number().int().positive(),
  max: z.number().int().positive(),
});
/** See {@link conversionRate}. */
export type ConversionRateView = z.infer<typeof conversionRate>;

/** What an amount converts to at a rate. */
export const conversionQuoteView = z.object({
  pay: z.number().int().positive(),
  receive: z.number().int().nonnegative(),
  cheapestPayForSameReceive: z.number().int().positive(),
});

/** GET /api/conversions: every conversion's current rate. */
export const listConversionRates = defineEndpoint({
  method: 'GET',
  path: '/api/conversions',
  summary: 'Current conversion rates (versioned)',
  auth: 'player',
  response: z.object({ rates: z.array(conversionRate) }),
});

/** GET /api/conversions/:kind/quote?amount=: exactly what converting `amount` gives now, and whether it is affordable. */
export const quoteConversion = defineEndpoint({
  method: 'GET',
  path: '/api/conversions/:kind/quote',
  summary: 'Preview a conversion: the amount received at the current rate',
  auth: 'player',
  params: z.object({ kind: conversionKind }),
  query: z.object({ amount: z.coerce.number().pipe(conversionAmount) }),
  response: z.object({ rate: conversionRate, quote: conversionQuoteView, balances, affordable: z.boolean() }),
});

/** POST /api/conversions/:kind: convert at the named rate version, once per idempotency key. */
export const convertCurrency = defineEndpoint({
  method: 'POST',
  path: '/api/conversions/:kind',
  summary: 'Convert currency at the current rate; a stale rate version is refused with the new rate (409)',
  auth: 'player',
  params: z.object({ kind: conversionKind }),
  body: z.object({ idempotencyKey, amount: conversionAmount, rateVersion: z.number().int().positive() }),
  response: z.object({
    kind: conversionKind,
    paid: z.number().int().positive(),
    received: z.number().int().positive(),
    rateVersion: z.number().int().positive(),
    balances,
    /** True when this key was used before: nothing moved again. */
    replayed: z.boolean(),
  }),
});
