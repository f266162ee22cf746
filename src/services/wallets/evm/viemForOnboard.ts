/**
 * The part of viem web3-onboard imports statically (unit and hex helpers). The build gives web3-onboard this
 * instead of viem's index (vite.config.ts, `onboardViem`): web3-onboard shares the project's one viem, and its
 * `import('viem')` namespace imports would otherwise put every viem export into the wallet screens' static chunks.
 */
export { formatEther, fromHex, hexToBigInt, isHex, numberToHex, parseEther, toHex } from 'viem';
