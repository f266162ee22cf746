import type { Balances } from '../../src/contracts/accounts/currency';
import type { AppDeps } from '../appDeps';
import { refuse, succeed, type Outcome } from '../../src/contracts/api/refusal';
import { conversionQuote, type ConversionKind, type ConversionQuote } from '../../src/content/economy/conversions';
import type { ConversionRateView } from '../../src/contracts/conversions/conversionEndpoints';
import type { ConversionRefusalReason } from '../../src/contracts/conversions/conversionRefusalReason';
import { conversionRate } from './conversionRate';

/** A preview: the current rate, what `amount` gives at it, and whether the player holds enough. */
export interface ConversionPreview {
  rate: ConversionRateView;
  quote: ConversionQuote;
  balances: Balances;
  affordable: boolean;
}

/** Previews a conversion with the same arithmetic the conversion itself charges (`conversionQuote`). */
export async function quoteConversion(deps: Pick<AppDeps, 'db' | 'repositories'>, input: { accountId: string; kind: ConversionKind; amount: number }): Promise<Outcome<ConversionPreview, ConversionRefusalReason>> {
  const rate = conversionRate(input.kind);
  if (input.amount < rate.min || input.amount > rate.max) return refuse('amount_out_of_range', { min: rate.min, max: rate.max });
  const balances = await deps.repositories.ledger.balances(deps.db, input.accountId);
  return succeed({ rate, quote: conversionQuote(rate, input.amount), balances, affordable: balances[rate.from] >= input.amount });
}
