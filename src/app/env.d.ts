/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Main game domain: hosts starting with it get the public site set (see services/site/siteSet.ts). */
  readonly VITE_MAIN_DOMAIN?: string;
  /** Build id; vite.config.ts defines it (VITE_BUILD_ID or the build time). */
  readonly VITE_BUILD_ID: string;
  /** `ios` for the App Store build: store rules hide crypto deposits (services/site/storeBuild.ts). */
  readonly VITE_STORE_BUILD?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
