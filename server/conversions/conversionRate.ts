import { CONVERSIONS, type ConversionKind } from '../../src/content/economy/conversions';
import type { ConversionRateView } from '../../src/contracts/conversions/conversionEndpoints';

/** The current rate of a conversion as the API shows it. */
export function conversionRate(kind: ConversionKind): ConversionRateView {
  return { kind, ...CONVERSIONS[kind] };
}

/** The ledger reference of a conversion: which conversion at which rate version (a retry must name the same). */
export function conversionReference(kind: ConversionKind, version: number): string {
  return `conversion:${kind}:v${version}`;
}
