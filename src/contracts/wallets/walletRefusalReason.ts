/** The checks every signed TON answer goes through, a ton_proof sign-in and a signData check-in alike. */
const TON_SIGNED_ANSWER_REFUSALS = [
  'ton_domain_unknown',
  'ton_timestamp_stale',
  'ton_timestamp_future',
  'ton_payload_used',
  'ton_payload_unknown',
  'ton_payload_expired',
  'ton_state_init_unreadable',
  'ton_state_init_mismatch',
  'ton_signature_invalid',
] as const;

/** Why a ton_proof sign-in is refused (each a reason the client words from `wallet:refusals.<reason>`). */
export const TON_PROOF_REFUSALS = [...TON_SIGNED_ANSWER_REFUSALS, 'ton_domain_length_mismatch', 'ton_key_mismatch'] as const;

/** Why a Sign-In with Ethereum is refused. */
export const SIWE_REFUSALS = [
  'siwe_message_invalid',
  'siwe_domain_unknown',
  'siwe_uri_mismatch',
  'siwe_wrong_chain',
  'siwe_issued_at_stale',
  'siwe_issued_at_future',
  'siwe_expired',
  'siwe_not_yet_valid',
  'siwe_nonce_used',
  'siwe_nonce_unknown',
  'siwe_nonce_expired',
  'siwe_address_mismatch',
  'siwe_signature_invalid',
] as const;

/**
 * Why a TON check-in is refused: no linked wallet, already done today, or the signData answer fails a check (its
 * text is not the one issued, another site, stale or future, used or unknown code, key or signature).
 */
export const TON_CHECK_IN_REFUSALS = [...TON_SIGNED_ANSWER_REFUSALS, 'ton_wallet_not_linked', 'ton_check_in_done', 'ton_sign_data_text_mismatch'] as const;

/** A TON check-in refusal reason. */
export type TonCheckInRefusalReason = (typeof TON_CHECK_IN_REFUSALS)[number];
/** A ton_proof refusal reason. */
export type TonProofRefusalReason = (typeof TON_PROOF_REFUSALS)[number];
/** A SIWE refusal reason. */
export type SiweRefusalReason = (typeof SIWE_REFUSALS)[number];
/** Any wallet sign-in refusal reason. */
export type WalletRefusalReason = TonProofRefusalReason | SiweRefusalReason | TonCheckInRefusalReason;
