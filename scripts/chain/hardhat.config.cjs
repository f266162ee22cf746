// Hardhat 2 configuration for the local Core chain (chain id 1116) that `npm run chain` and the chain tests start.
// Only the network is used: contracts are compiled by scripts/chain/compile.ts with solc-js, because Hardhat's own
// compile downloads a compiler (no network here). `sources` points at an empty folder so `hardhat node` compiles nothing.
/* global require, module, __dirname, process */
/* eslint-disable @typescript-eslint/no-require-imports -- Hardhat 2 loads its configuration with require() */
const path = require('node:path');
const os = require('node:os');

/** @type {import('hardhat/config').HardhatUserConfig} */
module.exports = {
  paths: {
    root: __dirname,
    sources: path.join(__dirname, 'no-sources'),
    cache: path.join(os.tmpdir(), 'tcg-hardhat-cache'),
    artifacts: path.join(os.tmpdir(), 'tcg-hardhat-artifacts'),
  },
  networks: {
    hardhat: {
      chainId: Number(process.env.CHAIN_ID || 1116),
      // Tests mine on demand (hardhat_mine) so they decide confirmations; `npm run chain` sets an interval.
      mining: {
        auto: true,
        interval: process.env.CHAIN_BLOCK_MS ? Number(process.env.CHAIN_BLOCK_MS) : 0,
      },
      hardfork: 'cancun',
      accounts: { count: 10 },
      loggingEnabled: false,
    },
  },
};
