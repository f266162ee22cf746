import type { WalletRefusalReason } from '../../src/contracts/wallets/walletRefusalReason';
import type { RefusalTable } from './refusalError';

const proof = { status: 422, code: 'bad_request' } as const;
const spent = { status: 409, code: 'conflict' } as const;

/** The HTTP answer of each wallet sign-in refusal; the client words them from `wallet:refusals.<reason>`. */
export const WALLET_REFUSALS: RefusalTable<WalletRefusalReason> = {
  ton_domain_unknown: proof,
  ton_domain_length_mismatch: proof,
  ton_timestamp_stale: proof,
  ton_timestamp_future: proof,
  ton_payload_used: spent,
  ton_payload_unknown: proof,
  ton_payload_expired: spent,
  ton_state_init_unreadable: proof,
  ton_state_init_mismatch: proof,
  ton_key_mismatch: proof,
  ton_signature_invalid: proof,
  ton_wallet_not_linked: { status: 409, code: 'conflict' },
  ton_check_in_done: spent,
  ton_sign_data_text_mismatch: proof,
  siwe_message_invalid: proof,
  siwe_domain_unknown: proof,
  siwe_uri_mismatch: proof,
  siwe_wrong_chain: proof,
  siwe_issued_at_stale: proof,
  siwe_issued_at_future: proof,
  siwe_expired: proof,
  siwe_not_yet_valid: proof,
  siwe_nonce_used: spent,
  siwe_nonce_unknown: proof,
  siwe_nonce_expired: spent,
  siwe_address_mismatch: proof,
  siwe_signature_invalid: proof,
};
