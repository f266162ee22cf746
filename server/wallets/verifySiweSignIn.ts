import { refuse, succeed, type Outcome } from '../../src/contracts/api/refusal';
import type { AppDeps } from '../appDeps';
import type { SiweSignIn } from '../../src/contracts/wallets/siwe';
import type { SiweRefusalReason } from '../../src/contracts/wallets/walletRefusalReason';
import { checkSiweMessage } from './evm/checkSiweMessage';
import { WALLET_CHALLENGE_TTL_SECONDS, WALLET_CLOCK_SKEW_SECONDS } from './walletSignInRules';

/**
 * Proves an EVM wallet by Sign-In with Ethereum: checks the message and signature (checkSiweMessage), then
 * consumes its nonce with one conditional UPDATE, so two identical requests sign in once.
 */
export async function verifySiweSignIn(deps: Pick<AppDeps, 'db' | 'repositories'>, input: { signIn: SiweSignIn; allowedDomains: readonly string[]; chainId: number; now: Date }): Promise<Outcome<{ address: string }, SiweRefusalReason>> {
  const checked = await checkSiweMessage(input.signIn, {
    allowedDomains: input.allowedDomains,
    chainId: input.chainId,
    now: input.now,
    maxAgeSeconds: WALLET_CHALLENGE_TTL_SECONDS,
    futureSkewSeconds: WALLET_CLOCK_SKEW_SECONDS,
  });
  if (!checked.ok) return checked;
  const taken = await deps.repositories.walletChallenges.consume(deps.db, 'siwe', checked.value.nonce, input.now);
  if (taken === 'already_consumed') return refuse('siwe_nonce_used');
  if (taken === 'expired') return refuse('siwe_nonce_expired');
  if (taken === 'unknown') return refuse('siwe_nonce_unknown');
  return succeed({ address: checked.value.address });
}
