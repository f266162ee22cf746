import { Address } from '@ton/core';
import type { AppDeps } from '../appDeps';
import { refuse, succeed, type Outcome } from '../../src/contracts/api/refusal';
import type { TonProofSignIn } from '../../src/contracts/wallets/tonProof';
import type { TonProofRefusalReason } from '../../src/contracts/wallets/walletRefusalReason';
import { checkTonProof } from './ton/checkTonProof';
import { WALLET_CHALLENGE_TTL_SECONDS, WALLET_CLOCK_SKEW_SECONDS } from './walletSignInRules';

/** A TON wallet proven by ton_proof: the stored subject (raw address) and its user-friendly form for labels. */
export interface ProvenTonWallet {
  address: string;
  friendly: string;
}

/**
 * Proves a TON wallet for sign-in or linking: checks the proof (checkTonProof), then consumes its payload with
 * one conditional UPDATE, so a proof is accepted once, by one request, in any process.
 */
export async function verifyTonSignIn(deps: Pick<AppDeps, 'db' | 'repositories'>, input: { proof: TonProofSignIn; allowedDomains: readonly string[]; now: Date }): Promise<Outcome<ProvenTonWallet, TonProofRefusalReason>> {
  const checked = checkTonProof(input.proof, {
    allowedDomains: input.allowedDomains,
    now: input.now,
    maxAgeSeconds: WALLET_CHALLENGE_TTL_SECONDS,
    futureSkewSeconds: WALLET_CLOCK_SKEW_SECONDS,
  });
  if (!checked.ok) return checked;
  const taken = await deps.repositories.walletChallenges.consume(deps.db, 'ton_proof', input.proof.proof.payload, input.now);
  if (taken === 'already_consumed') return refuse('ton_payload_used');
  if (taken === 'expired') return refuse('ton_payload_expired');
  if (taken === 'unknown') return refuse('ton_payload_unknown');
  const friendly = Address.parseRaw(checked.value.address).toString({ bounceable: false, testOnly: input.proof.network === '-3' });
  return succeed({ address: checked.value.address, friendly });
}
