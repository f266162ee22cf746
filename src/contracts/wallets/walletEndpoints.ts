import { z } from 'zod';
import { signedIn } from '../accounts/account';
import { defineEndpoint } from '../api/endpoint';
import { siweSignIn } from './siwe';
import { tonProofSignIn, walletChallenge } from './tonProof';
import { tonCheckInOffer, tonCheckInResult, tonCheckInStatus, tonSignedText } from './tonCheckIn';

/** POST /api/auth/ton/payload: a single-use 32-byte payload (64 hex) for ton_proof, valid 5 minutes. */
export const issueTonProofPayload = defineEndpoint({
  method: 'POST',
  path: '/api/auth/ton/payload',
  summary: 'Get a single-use payload for the TON Connect ton_proof (5 minutes)',
  auth: 'public',
  response: walletChallenge,
});

/** POST /api/auth/ton/proof: sign in (or link, when signed in) with a TON wallet's ton_proof. */
export const loginWithTonProof = defineEndpoint({
  method: 'POST',
  path: '/api/auth/ton/proof',
  summary: 'Sign in or link a TON wallet with its ton_proof',
  auth: 'public',
  body: tonProofSignIn,
  response: signedIn,
});

/** POST /api/auth/siwe/nonce: a single-use EIP-4361 nonce, valid 5 minutes, and the chain the message must name. */
export const issueSiweNonce = defineEndpoint({
  method: 'POST',
  path: '/api/auth/siwe/nonce',
  summary: 'Get a single-use Sign-In with Ethereum nonce (5 minutes)',
  auth: 'public',
  response: walletChallenge.extend({ chainId: z.number().int().positive() }),
});

/** POST /api/auth/siwe: sign in (or link, when signed in) with an EVM wallet's signed EIP-4361 message. */
export const loginWithSiwe = defineEndpoint({
  method: 'POST',
  path: '/api/auth/siwe',
  summary: 'Sign in or link an EVM wallet with Sign-In with Ethereum (Core, chain 1116)',
  auth: 'public',
  body: siweSignIn,
  response: signedIn,
});

/** GET /api/wallets/ton/check-in: today's check-in reward and whether it is done (reads only; issues no code). */
export const getTonCheckIn = defineEndpoint({
  method: 'GET',
  path: '/api/wallets/ton/check-in',
  summary: 'Today\'s TON check-in: its reward, whether it is done, when the next opens',
  auth: 'player',
  response: tonCheckInStatus,
});

/** POST /api/wallets/ton/check-in/offer: today's check-in text for the linked TON wallet to sign (5 minutes). */
export const offerTonCheckIn = defineEndpoint({
  method: 'POST',
  path: '/api/wallets/ton/check-in/offer',
  summary: 'Get the text a linked TON wallet signs for today\'s check-in (single-use, 5 minutes)',
  auth: 'player',
  response: tonCheckInOffer,
});

/** POST /api/wallets/ton/check-in: the wallet's signature of the offer's text; credits the day's reward once. */
export const checkInWithTonWallet = defineEndpoint({
  method: 'POST',
  path: '/api/wallets/ton/check-in',
  summary: 'Check in for today with a TON Connect signData signature from a linked TON wallet',
  auth: 'player',
  body: tonSignedText,
  response: tonCheckInResult,
});

/** Every wallet endpoint (sign-in and the TON check-in); spread into `api` in src/contracts/api/index.ts. */
export const walletsApi = { issueTonProofPayload, loginWithTonProof, issueSiweNonce, loginWithSiwe, getTonCheckIn, offerTonCheckIn, checkInWithTonWallet } as const;
