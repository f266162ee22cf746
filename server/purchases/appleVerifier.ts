import { Environment, SignedDataVerifier, VerificationException, VerificationStatus } from '@apple/app-store-server-library';
import { refuse, type Refusal } from '../../src/contracts/api/refusal';
import type { PurchaseRefusalReason } from '../../src/contracts/purchases/purchaseRefusalReason';
import type { PurchaseConfig } from './purchaseConfig';

/** The App Store verifier of this server, or null when the channel is not configured. */
export function appleVerifier(config: PurchaseConfig): SignedDataVerifier | null {
  const apple = config.apple;
  if (!apple) return null;
  return new SignedDataVerifier(apple.rootCertificates, apple.onlineChecks, apple.environment, apple.bundleId, apple.appAppleId);
}

/** True for the environments whose data Apple does not sign (SignedDataVerifier skips every check there). */
export function isUnsignedEnvironment(environment: string | undefined): boolean {
  return environment === Environment.XCODE || environment === Environment.LOCAL_TESTING;
}

/** The refusal for a verification failure (wrong app, wrong environment, or anything about the signature). */
export function verificationRefusal(error: unknown, environment: string): Refusal<PurchaseRefusalReason> {
  if (!(error instanceof VerificationException)) return refuse('invalid_signature');
  if (error.status === VerificationStatus.INVALID_APP_IDENTIFIER) return refuse('wrong_app');
  if (error.status === VerificationStatus.INVALID_ENVIRONMENT) return refuse('wrong_environment', { environment });
  if (error.status === VerificationStatus.RETRYABLE_VERIFICATION_FAILURE) return refuse('store_unreachable');
  return refuse('invalid_signature');
}
