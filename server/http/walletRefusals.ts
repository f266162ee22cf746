import type { WalletRefusalReason } from '../../src/contracts/wallets/walletRefusalReason';
import type { RefusalTable } from './refusalError';

const proof = (message: string) => ({ status: 422, code: 'bad_request', message }) as const;
const spent = (message: string) => ({ status: 409, code: 'conflict', message }) as const;

/** The HTTP answer of each wallet sign-in refusal; the client words them from `wallet:refusals.<reason>`. */
export const WALLET_REFUSALS: RefusalTable<WalletRefusalReason> = {
  ton_domain_unknown: proof('The wallet signed in for another site ({{domain}}).'),
  ton_domain_length_mismatch: proof('The proof’s domain length does not match its domain.'),
  ton_timestamp_stale: proof('The wallet’s proof is too old: sign in again.'),
  ton_timestamp_future: proof('The wallet’s proof is dated in the future: check the device clock.'),
  ton_payload_used: spent('This proof was already used: sign in again.'),
  ton_payload_unknown: proof('This proof was not requested by the game: sign in again.'),
  ton_payload_expired: spent('The sign-in request expired: sign in again.'),
  ton_state_init_unreadable: proof('The wallet’s state init cannot be read.'),
  ton_state_init_mismatch: proof('The wallet’s state init does not belong to this address (or is not a supported wallet).'),
  ton_key_mismatch: proof('The public key does not match the wallet’s state init.'),
  ton_signature_invalid: proof('The wallet’s signature does not match the proof.'),
  ton_wallet_not_linked: { status: 409, code: 'conflict', message: 'Link a TON wallet to this account first.' },
  ton_check_in_done: spent('You already checked in today; come back after {{nextAt}}.'),
  ton_sign_data_text_mismatch: proof('The wallet signed another text than the check-in the game asked for.'),
  siwe_message_invalid: proof('The sign-in message is not a valid Sign-In with Ethereum message.'),
  siwe_domain_unknown: proof('The message is for another site ({{domain}}).'),
  siwe_uri_mismatch: proof('The message’s URI is not on its domain.'),
  siwe_wrong_chain: proof('The message names chain {{chainId}}; sign in on Core (1116).'),
  siwe_issued_at_stale: proof('The message is too old: sign in again.'),
  siwe_issued_at_future: proof('The message is dated in the future: check the device clock.'),
  siwe_expired: proof('The message has expired: sign in again.'),
  siwe_not_yet_valid: proof('The message is not valid yet.'),
  siwe_nonce_used: spent('This sign-in message was already used: sign in again.'),
  siwe_nonce_unknown: proof('This sign-in message was not requested by the game: sign in again.'),
  siwe_nonce_expired: spent('The sign-in request expired: sign in again.'),
  siwe_address_mismatch: proof('The message is for another address than the connected wallet.'),
  siwe_signature_invalid: proof('The signature does not match the message.'),
};
