import type { conversionsApi } from '../../../src/contracts/conversions';
import { CONVERSIONS } from '../../../src/content/economy/conversions';
import type { ConversionKind } from '../../../src/content/economy/conversions';
import { conversionRate } from '../../conversions/conversionRate';
import { convertCurrency } from '../../conversions/convertCurrency';
import { quoteConversion } from '../../conversions/quoteConversion';
import type { AppDeps } from '../../appDeps';
import type { ConversionRefusalReason } from '../../../src/contracts/conversions/conversionRefusalReason';
import { CONVERSION_REFUSALS } from '../../http/conversionRefusals';
import { refusalError } from '../../http/refusalError';
import type { Handlers } from '../../http/registerEndpoints';

/** The input each conversion refusal blames. */
const FIELD: Record<ConversionRefusalReason, string> = {
  rate_changed: 'rateVersion',
  amount_out_of_range: 'amount',
  insufficient_funds: 'amount',
  idempotency_conflict: 'idempotencyKey',
};

/** Conversion endpoints: HTTP in, one use case, its answer or its refusal (CONVERSION_REFUSALS) out. */
export function conversionHandlers(deps: Pick<AppDeps, 'db' | 'repositories'>): Handlers<typeof conversionsApi> {
  return {
    async listConversionRates() {
      return { rates: (Object.keys(CONVERSIONS) as ConversionKind[]).map(conversionRate) };
    },
    async quoteConversion({ player, params, query }) {
      const outcome = await quoteConversion(deps, { accountId: player.id, kind: params.kind, amount: query.amount });
      if (!outcome.ok) throw refusalError(outcome, CONVERSION_REFUSALS, FIELD[outcome.reason]);
      return outcome.value;
    },
    async convertCurrency({ player, params, body }) {
      const outcome = await convertCurrency(deps, { accountId: player.id, kind: params.kind, ...body });
      if (!outcome.ok) throw refusalError(outcome, CONVERSION_REFUSALS, FIELD[outcome.reason]);
      return outcome.value;
    },
  };
}
