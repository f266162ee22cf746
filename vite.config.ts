import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * Build id shown in the footer and baked into the entry chunk, so two builds of the same sources still
 * differ (the update test deploys v1 then v2). Defaults to the build time.
 */
const buildId = process.env.VITE_BUILD_ID || new Date().toISOString().replace(/[-:]/g, '').slice(0, 15);

/**
 * Wallet code is loaded only when a wallet screen opens and is never precached (issue 2, item 7).
 * Naming rule: wallet libraries are grouped into chunks named `wallet-*` (below), and any lazily imported
 * module of ours whose file name starts with `wallet-`, `ton` or `onboard` gives its chunk that name; the
 * precache ignores all three prefixes.
 */
const WALLET_CHUNK_GLOBS = ['**/wallet-*', '**/ton*', '**/onboard*'];
const WALLET_PACKAGES = /[\\/]node_modules[\\/](@tonconnect|@web3-onboard|@wagmi|wagmi|viem|@ton|@walletconnect|@reown|@coinbase|@metamask)[\\/]/;

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      filename: 'sw.js',
      manifest: {
        name: 'TCG',
        short_name: 'TCG',
        description: 'The first trading card game made from AI-generated content.',
        theme_color: '#12101c',
        background_color: '#12101c',
        display: 'standalone',
        start_url: '/',
        icons: [{ src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2}', 'locales/**/*.json'],
        globIgnores: WALLET_CHUNK_GLOBS,
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
        // Prompt mode: the new worker waits until the player accepts (the page then posts SKIP_WAITING).
        skipWaiting: false,
        clientsClaim: false,
      },
    }),
  ],
  define: {
    'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId),
  },
  build: {
    target: 'es2022',
    // dist/.vite/manifest.json maps sources to chunks; scripts/size.ts reads it.
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'wallet-vendor', test: WALLET_PACKAGES }],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  preview: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
