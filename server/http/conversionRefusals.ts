import type { ConversionRefusalReason } from '../../src/contracts/conversions/conversionRefusalReason';
import { LEDGER_REFUSALS } from './ledgerRefusals';
import type { RefusalTable } from './refusalError';

/** The HTTP answer of each conversion refusal; the client words them from `economy:convert.refusals.<reason>`. */
export const CONVERSION_REFUSALS: RefusalTable<ConversionRefusalReason> = {
  rate_changed: { status: 409, code: 'conflict' },
  amount_out_of_range: { status: 400, code: 'bad_request' },
  ...LEDGER_REFUSALS,
};
