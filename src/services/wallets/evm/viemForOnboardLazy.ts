/** The part of viem web3-onboard imports at run time (its balance and token reads, chain lookup); see viemForOnboard.ts. */
export { createPublicClient, defineChain, extractChain, http } from 'viem';
