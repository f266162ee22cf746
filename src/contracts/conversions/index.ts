import { convertCurrency, listConversionRates, quoteConversion } from './conversionEndpoints';

/** Every conversion endpoint; spread into `api` in src/contracts/api/index.ts. */
export const conversionsApi = {
  listConversionRates,
  quoteConversion,
  convertCurrency,
} as const;

export * from './conversionEndpoints';
export { CONVERSIONS, conversionQuote, type ConversionKind, type ConversionQuote, type ConversionRate } from '../../content/economy/conversions';
