import { convertCurrency, listConversionRates, quoteConversion } from './conversionEndpoints';

/** Every conversion endpoint; spread into `api` in src/contracts/api/index.ts. */
export const conversionsApi = {
  listConversionRates,
  quoteConversion,
  convertCurrency,
} as const;

export * from './conversionEndpoints';
export type { ConversionKind, ConversionQuote, ConversionRate } from '../../content/economy/conversions';
