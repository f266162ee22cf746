/**
 * The version of the terms and privacy policy players accept before connecting an EVM wallet. Raise it when
 * either text changes: web3-onboard then asks for the agreement again (it stores the accepted version in
 * localStorage under `onboard.js:agreement` and compares). Kept free of build settings so tests can import it.
 */
export const WALLET_AGREEMENT_VERSION = '1.0.0';
