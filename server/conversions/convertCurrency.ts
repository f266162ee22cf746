import type { Balances } from '../../src/contracts/accounts/currency';
import type { AppDeps } from '../appDeps';
import { refuse, succeed, type Outcome } from '../../src/contracts/api/refusal';
import { conversionQuote, type ConversionKind } from '../../src/content/economy/conversions';
import { ledgerRefusalOf } from '../db/ledgerRefusalOf';
import { type StoredMovement } from '../db/ledgerRepository';
import { clientKey } from '../domain/economy/ledgerKey';
import type { ConversionRefusalReason } from '../../src/contracts/conversions/conversionRefusalReason';
import { conversionRate, conversionReference } from './conversionRate';

/** What a conversion answers. */
export interface ConversionResult {
  kind: ConversionKind;
  paid: number;
  received: number;
  rateVersion: number;
  balances: Balances;
  replayed: boolean;
}

/**
 * Converts `amount` of one currency into another at the current rate, in one transaction with one `conversion`
 * ledger movement (a debit and a credit leg). The request names the rate version it was shown; a different
 * version is refused with the current rate (409 `rate_changed`). A retry with the same key answers the first
 * result, even after the rate changed; a key reused for another conversion is a conflict.
 */
export async function convertCurrency(deps: Pick<AppDeps, 'db' | 'repositories'>, input: { accountId: string; kind: ConversionKind; amount: number; rateVersion: number; idempotencyKey: string }): Promise<Outcome<ConversionResult, ConversionRefusalReason>> {
  const { accountId, kind, amount, rateVersion } = input;
  const idempotencyKey = clientKey(input.idempotencyKey);
  try {
    return await deps.db.transaction(async (tx): Promise<Outcome<ConversionResult, ConversionRefusalReason>> => {
      const ledger = deps.repositories.ledger;
      const previous = await ledger.findMovement(tx, accountId, idempotencyKey);
      if (previous) return replay(previous, input, await ledger.balances(tx, accountId));
      const rate = conversionRate(kind);
      if (rateVersion !== rate.version) return refuse('rate_changed', { version: rate.version, numerator: rate.numerator, denominator: rate.denominator, min: rate.min, max: rate.max });
      if (amount < rate.min || amount > rate.max) return refuse('amount_out_of_range', { min: rate.min, max: rate.max });
      const { receive } = conversionQuote(rate, amount);
      const posted = await ledger.post(tx, {
        accountId,
        reason: 'conversion',
        reference: conversionReference(kind, rate.version),
        idempotencyKey,
        legs: [
          { currency: rate.from, amount: -amount },
          { currency: rate.to, amount: receive },
        ],
      });
      return succeed({ kind, paid: amount, received: receive, rateVersion: rate.version, balances: posted.balances, replayed: posted.status === 'replayed' });
    });
  } catch (error) {
    return ledgerRefusalOf(error);
  }
}

/** A retried conversion: the stored movement must be this conversion, at the named version, for this amount. */
function replay(previous: StoredMovement, input: { kind: ConversionKind; amount: number; rateVersion: number }, balances: Balances): Outcome<ConversionResult, ConversionRefusalReason> {
  const { movement } = previous;
  const paid = movement.legs.find((l) => l.amount < 0);
  const received = movement.legs.find((l) => l.amount > 0);
  const same = movement.reason === 'conversion' && movement.reference === conversionReference(input.kind, input.rateVersion) && paid?.amount === -input.amount;
  if (!same || !received) return refuse('idempotency_conflict');
  return succeed({ kind: input.kind, paid: input.amount, received: received.amount, rateVersion: input.rateVersion, balances, replayed: true });
}
