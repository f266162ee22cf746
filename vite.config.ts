import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * Build id shown in the footer and baked into the entry chunk, so two builds of the same sources still
 * differ (the update test deploys v1 then v2). Defaults to the build time.
 */
const buildId = process.env.VITE_BUILD_ID || new Date().toISOString().replace(/[-:]/g, '').slice(0, 15);

/**
 * Wallet code is loaded only when a wallet screen opens and is never precached (most players never open one): the wallet
 * kits are imported only by lazily loaded screens, and the precache keeps only the first screens' files (see
 * firstScreens). These globs are a second guard for any chunk named after a wallet kit.
 */
const WALLET_CHUNK_GLOBS = ['**/wallet-*', '**/ton*', '**/onboard*'];

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
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || !output.isEntry) continue;
        visit(output.fileName);
        // The entry imports the app itself (src/app/boot.tsx) dynamically, after the splash's first paint.
        for (const deferred of output.dynamicImports) visit(deferred);
      }
    },
  };
}

/**
 * The app's own first-load modules: everything src/app/boot.tsx imports statically (React, the router, i18n, the
 * shell, / and /main) that the page's entry does not already hold, filled in by {@link appChunk}.
 */
const appModules = new Set<string>();
/** The page entry's own modules (src/app/main.tsx and what it imports statically), filled in by {@link appChunk}. */
const startModules = new Set<string>();

/**
 * Puts the app's first-load modules in one chunk. Left to itself the bundler splits every module that lazily loaded
 * screens share with the first screens into its own small chunk (23 files for the first load): each is one more
 * request on a phone's few connections. The lazily loaded screens import from this chunk, which is always loaded.
 */
function appChunk(): Plugin {
  return {
    name: 'tcg-app-chunk',
    apply: 'build',
    buildEnd() {
      appModules.clear();
      startModules.clear();
      const closure = (id: string, into: Set<string>) => {
        if (into.has(id)) return;
        const info = this.getModuleInfo(id);
        if (!info) return;
        into.add(id);
        for (const imported of info.importedIds) closure(imported, into);
      };
      const ids = [...this.getModuleIds()];
      const entry = new Set<string>();
      for (const id of ids) if (this.getModuleInfo(id)?.isEntry) closure(id, entry);
      const boot = ids.find((id) => id.endsWith('/src/app/boot.tsx'));
      const app = new Set<string>();
      if (boot) closure(boot, app);
      for (const id of app) if (!entry.has(id)) appModules.add(id);
      for (const id of entry) startModules.add(id);
    },
  };
}

/**
 * The page's entry imports the app only after the splash's first paint, but its files should not wait for that:
 * index.html gets a modulepreload link for each of the app's chunks (and a style preload for its CSS), so they
 * download while the splash paints, in parallel with the entry.
 */
function preloadDeferredApp(): Plugin {
  return {
    name: 'tcg-preload-deferred-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
        if (!bundle || !chunk) return [];
        const scripts = new Set<string>();
        const styles = new Set<string>();
        const visit = (fileName: string) => {
          const found = bundle[fileName];
          if (!found || found.type !== 'chunk' || scripts.has(fileName) || fileName === chunk.fileName) return;
          scripts.add(fileName);
          for (const css of found.viteMetadata?.importedCss ?? []) styles.add(css);
          for (const imported of found.imports) visit(imported);
        };
        for (const deferred of chunk.dynamicImports) visit(deferred);
        return [
          ...[...scripts].map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const })),
          ...[...styles].map((file) => ({ tag: 'link', attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const })),
        ];
      },
    },
  };
}

/**
 * web3-onboard shares the project's viem (package.json overrides), but imports it as a whole namespace at run
 * time (`await import('viem')`), which would put all of viem into the wallet screens' static chunks beside wagmi.
 * Its imports of `viem` resolve instead to the few exports it uses (src/services/wallets/evm/viemForOnboard*.ts).
 */
function onboardViem(): Plugin {
  const shim = (name: string) => fileURLToPath(new URL(`./src/services/wallets/evm/${name}.ts`, import.meta.url));
  return {
    name: 'tcg-onboard-viem',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (source !== 'viem' || !importer || !/[\\/]node_modules[\\/]@web3-onboard[\\/]/.test(importer)) return null;
      // Its run-time imports (balances, chain lookup) stay in a lazy chunk; the static ones are a few helpers.
      return shim((options as { kind?: string }).kind === 'dynamic-import' ? 'viemForOnboardLazy' : 'viemForOnboard');
    },
  };
}

export default defineConfig({
  plugins: [
    onboardViem(),
    react(),
    appChunk(),
    firstScreenFiles(),
    preloadDeferredApp(),
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
            // Baked sound effects and music loops (npm run sounds): fetched after the player's first tap, then
            // served from the cache at once and refreshed in the background, like the art.
            urlPattern: ({ url }) => url.pathname.startsWith('/sounds/'),
            handler: 'StaleWhileRevalidate',
            options: { cacheName: 'tcg-sounds', expiration: { maxEntries: 40 } },
          },
          {
            // Translations: served from the cache at once, refreshed in the background.
            urlPattern: ({ url }) => url.pathname.startsWith('/locales/'),
            handler: 'StaleWhileRevalidate',
            options: { cacheName: 'tcg-locales' },
          },
        ],
        // The worker is one file: with Workbox's runtime in a second file (importScripts), an update check during a
        // deploy could load the new sw.js before its runtime was there. The failed import then only rejected a
        // promise, so a worker with no handlers at all installed and waited, and Update could never activate it.
        inlineWorkboxRuntime: true,
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
          groups: [
            // The entry's few modules first, so the app group (which captures its modules' dependencies) leaves
            // them in the entry: the page's first script must not import the app chunk statically.
            // The bundler's runtime helpers go there too (one request less; every chunk imports them).
            { name: 'start', priority: 2, test: (id: string) => startModules.has(id) || id.includes('rolldown/runtime') },
            { name: 'app', priority: 1, test: (id: string) => appModules.has(id) },
            {
              // pixi.js/unsafe-eval (the battle scene runs under a CSP without 'unsafe-eval') patches the WebGPU
              // renderer's uniform-buffer system, a few small modules. Left to the automatic split, they land in the
              // WebGPU renderer's lazy chunk, which the battle route then imports statically: 15 KB gzip of a
              // renderer it never starts (it asks for WebGL). Their own chunk keeps the renderer lazy.
              name: 'pixi-gpu-ubo',
              test: /node_modules[\\/]pixi\.js[\\/]lib[\\/]rendering[\\/]renderers[\\/]gpu[\\/]GpuUboSystem\.mjs$/,
            },
            {
              // The Canvas renderer (its systems and the canvas adaptors only it imports), the reverse case: left to
              // the automatic split, it shares a chunk with Graphics, which the scene imports statically, so the battle
              // route loaded ≈ 5 KB gzip of a renderer it never starts (it asks for WebGL). In its own chunk it stays
              // lazy (autoDetectRenderer imports it only when it falls back to Canvas). Not canvasUtils: text uses it.
              name: 'pixi-canvas-renderer',
              includeDependenciesRecursively: false,
              test: /node_modules[\\/]pixi\.js[\\/]lib[\\/](rendering[\\/]renderers[\\/]canvas[\\/](?!utils[\\/](canvasUtils|canUseNewCanvasBlendModes))|scene[\\/]graphics[\\/]canvas[\\/]CanvasGraphicsAdaptor|rendering[\\/]batcher[\\/]canvas[\\/]CanvasBatchAdaptor|rendering[\\/]mask[\\/](color|stencil)[\\/]Canvas)/,
            },
          ],
        },
      },
    },
    // No manual chunk groups for the wallet kits: they are imported only by the lazily loaded wallet panels and
    // the deposit screen, so the bundler keeps them in lazy chunks by itself. A group that pulls in dependencies
    // dragged React into a wallet chunk the entry then imported; one that does not broke module order at run time.
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  preview: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
