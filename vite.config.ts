import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
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

/**
 * What a first visit's service worker precaches: the entry chunk, the chunks it imports statically and their
 * CSS (everything / and /main need), filled in by {@link firstScreenFiles} while bundling. Every other chunk
 * and every translation file is cached on demand (runtimeCaching below); the page itself adds the files of the
 * language it runs in (src/services/update/cacheCurrentLanguage.ts).
 */
const firstScreens = new Set<string>();

/** Collects the entry's static closure (JS and CSS file names) for the precache filter. */
function firstScreenFiles(): Plugin {
  return {
    name: 'tcg-first-screen-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      firstScreens.clear();
      const visit = (fileName: string) => {
        const chunk = bundle[fileName];
        if (!chunk || chunk.type !== 'chunk' || firstScreens.has(fileName)) return;
        firstScreens.add(fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) firstScreens.add(css);
        for (const imported of chunk.imports) visit(imported);
      };
      for (const output of Object.values(bundle)) if (output.type === 'chunk' && output.isEntry) visit(output.fileName);
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    firstScreenFiles(),
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
        globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2}'],
        // Card art (public/art, ~130 generated SVGs) is fetched when a screen shows it, never on a first visit.
        globIgnores: [...WALLET_CHUNK_GLOBS, 'art/**'],
        // Hashed build files: only the first screens' (see firstScreens); the shell files outside /assets stay.
        manifestTransforms: [
          (entries) => ({
            manifest: entries.filter((entry) => !entry.url.startsWith('assets/') || firstScreens.has(entry.url)),
            warnings: [],
          }),
        ],
        runtimeCaching: [
          {
            // Other screens' chunks, once opened: content-hashed, so a cached copy is never stale. Wallet chunks excluded.
            urlPattern: ({ url }) => url.pathname.startsWith('/assets/') && !/^\/assets\/(wallet-|ton|onboard)/.test(url.pathname),
            handler: 'CacheFirst',
            options: { cacheName: 'tcg-chunks', expiration: { maxEntries: 200 } },
          },
          {
            // Card portraits, status icons and field tiles: regenerated only by a build, so a cached copy is
            // served at once and refreshed in the background.
            urlPattern: ({ url }) => url.pathname.startsWith('/art/'),
            handler: 'StaleWhileRevalidate',
            options: { cacheName: 'tcg-art', expiration: { maxEntries: 300 } },
          },
          {
            // Translations: served from the cache at once, refreshed in the background.
            urlPattern: ({ url }) => url.pathname.startsWith('/locales/'),
            handler: 'StaleWhileRevalidate',
            options: { cacheName: 'tcg-locales' },
          },
        ],
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
          // TON Connect and web3-onboard in chunks of their own: /wallet-login loads both panels in parallel, the
          // deposit screen needs neither; viem and the rest of the wallet code stay in wallet-vendor. Only the matched
          // modules themselves: pulling their dependencies in too would drag React (a dependency of the wallet UIs)
          // into a wallet chunk that the entry then imports.
          includeDependenciesRecursively: false,
          groups: [
            { name: 'wallet-ton', test: /[\\/]node_modules[\\/](@tonconnect|@ton)[\\/]/, priority: 3 },
            { name: 'wallet-onboard', test: /[\\/]node_modules[\\/]@web3-onboard[\\/]/, priority: 2 },
            { name: 'wallet-vendor', test: WALLET_PACKAGES, priority: 1 },
          ],
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
