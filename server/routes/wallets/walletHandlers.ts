import type { Context } from 'hono';
import type { walletsApi } from '../../../src/contracts/wallets/walletEndpoints';
import { identityLabel } from '../../domain/accounts/identityLabel';
import { refusalError } from '../../http/refusalError';
import type { Handlers } from '../../http/registerEndpoints';
import { WALLET_REFUSALS } from '../../http/walletRefusals';
import { issueWalletChallenge } from '../../wallets/issueWalletChallenge';
import { verifySiweSignIn } from '../../wallets/verifySiweSignIn';
import { offerTonCheckIn } from '../../wallets/offerTonCheckIn';
import { tonCheckInStatus } from '../../wallets/tonCheckInStatus';
import { checkInWithTonWallet } from '../../wallets/checkInWithTonWallet';
import { verifyTonSignIn } from '../../wallets/verifyTonSignIn';
import { allowedWalletDomains } from '../../wallets/walletSignInRules';
import { signInWithProof, type ProvenIdentity } from '../../accounts/signInWithProof';
import { accountRefusalError } from '../../http/accountRefusalError';
import type { AppDeps } from '../../appDeps';
import { visitorOf, type AccountRouteDeps } from '../accounts/accountRouteDeps';
import { signInAnswer } from '../accounts/sessionCookies';

/** The host the browser sent the request to (what a wallet signs as the domain in development). */
function requestHost(c: Context): string {
  return new URL(c.req.url).host;
}

/**
 * Wallet sign-in (docs/WALLETS.md): challenges, then ton_proof or SIWE checked by a use case, then the one ending
 * of every proof (signInWithProof: create, sign in, link, or `identity_in_use`); and the daily TON check-in.
 */
export function walletHandlers(deps: AccountRouteDeps & Pick<AppDeps, 'wallets'>): Handlers<typeof walletsApi> {
  const config = deps.wallets;
  const challenge = async (c: Context, kind: 'ton_proof' | 'siwe') => {
    const { visitor } = await visitorOf(deps, c);
    const issued = await issueWalletChallenge(deps, { kind, ip: visitor.ip, now: deps.now() });
    if (!issued.ok) throw accountRefusalError(issued);
    return issued.value;
  };
  const finish = async (c: Context, identity: Omit<ProvenIdentity, 'language'>) => {
    const { visitor, language } = await visitorOf(deps, c);
    const signedIn = await signInWithProof(deps, { proof: { ...identity, language }, visitor, now: deps.now() });
    if (!signedIn.ok) throw accountRefusalError(signedIn);
    return signInAnswer(deps, c, signedIn.value);
  };
  return {
    async issueTonProofPayload({ context: c }) {
      return challenge(c, 'ton_proof');
    },
    async issueSiweNonce({ context: c }) {
      return { ...(await challenge(c, 'siwe')), chainId: config.chainId };
    },
    async loginWithTonProof({ body, context: c }) {
      const proven = await verifyTonSignIn(deps, { proof: body, allowedDomains: allowedWalletDomains(config, requestHost(c)), now: deps.now() });
      if (!proven.ok) throw refusalError(proven, WALLET_REFUSALS, 'proof');
      const { address, friendly } = proven.value;
      return finish(c, { kind: 'ton_wallet', subject: address, displayHint: identityLabel('ton_wallet', { address: friendly }) });
    },
    async loginWithSiwe({ body, context: c }) {
      const proven = await verifySiweSignIn(deps, { signIn: body, allowedDomains: allowedWalletDomains(config, requestHost(c)), chainId: config.chainId, now: deps.now() });
      if (!proven.ok) throw refusalError(proven, WALLET_REFUSALS, 'message');
      const { address } = proven.value;
      return finish(c, { kind: 'evm_wallet', subject: address, displayHint: identityLabel('evm_wallet', { address }) });
    },
    async getTonCheckIn({ player }) {
      return tonCheckInStatus(deps, { accountId: player.id, now: deps.now() });
    },
    async offerTonCheckIn({ player }) {
      const offer = await offerTonCheckIn(deps, { accountId: player.id, now: deps.now() });
      if (!offer.ok) throw refusalError(offer, WALLET_REFUSALS);
      return offer.value;
    },
    async checkInWithTonWallet({ player, body, context: c }) {
      const done = await checkInWithTonWallet(deps, { accountId: player.id, signed: body, allowedDomains: allowedWalletDomains(config, requestHost(c)), now: deps.now() });
      if (!done.ok) throw refusalError(done, WALLET_REFUSALS, 'signature');
      return done.value;
    },
  };
}
