/** Sign-in providers' scripts the account screens load (Telegram Login Widget, Google Identity Services, Sign in with Apple). */
export const SIGN_IN_SCRIPT_SOURCES = ['https://telegram.org/js/', 'https://accounts.google.com/gsi/client', 'https://appleid.cdn-apple.com/appleauth/'] as const;

/** Frames those scripts open (the Telegram widget's button, Google's one-tap and button, Apple's popup flow). */
export const SIGN_IN_FRAME_SOURCES = ['https://oauth.telegram.org', 'https://accounts.google.com/gsi/', 'https://appleid.apple.com'] as const;

/** The Telegram web clients, which show the mini-app in an iframe: the only pages besides ours that may frame it. */
export const TELEGRAM_WEB_CLIENTS = ['https://web.telegram.org', 'https://webk.telegram.org', 'https://webz.telegram.org'] as const;

/**
 * The one inline event handler allowed: the empty one (`sha256` of ""). TON Connect UI sets
 * `<body ontouchstart="">` when its widget mounts (its fix for `:active` styles in Mobile Safari; no option turns it
 * off), and an event-handler attribute is refused unless `script-src-attr` lists its hash with 'unsafe-hashes'
 * (CSP 3). An empty handler runs nothing, so this lets exactly that attribute through and no other handler.
 */
export const EMPTY_EVENT_HANDLER_HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

/** What varies per deployment: extra hosts to connect to, and hashes of inline scripts in the built page. */
export interface ContentSecurityPolicyOptions {
  /** CSP_CONNECT_SRC: wallet bridges, chain RPC. */
  connectSources: readonly string[];
  /** `'sha256-…'` of each inline script of index.html (none today; computed at start, so a new one cannot be forgotten). */
  scriptHashes: readonly string[];
}

/**
 * The page's Content-Security-Policy. Scripts only from this origin (plus the sign-in providers' and any hashed
 * inline script; WebAssembly compiled from bytes the scripts hold), so an injected `<script>` or `onerror=` never runs (the empty `ontouchstart=""` TON Connect UI sets is
 * the only handler attribute allowed). Styles allow inline because React style
 * props, the start-up spinner and the wallet kits (TON Connect, web3-onboard) inject them; a style cannot run
 * code. Images and workers also from `data:`/`blob:` (Pixi textures, the battle worker), images also from any
 * https host (wallet icons; an image cannot run code). Framing only by this
 * origin and the Telegram web clients; no plugins; `<base>` and form targets pinned.
 */
export function contentSecurityPolicy(options: ContentSecurityPolicyOptions): string {
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    // 'wasm-unsafe-eval' lets the battle worker compile the engine's WebAssembly playout (bytes in its own bundle); it
    // allows WebAssembly compilation only, never eval() or new Function().
    'script-src': ["'self'", ...options.scriptHashes, "'wasm-unsafe-eval'", ...SIGN_IN_SCRIPT_SOURCES],
    // Event-handler attributes: only the empty one (see EMPTY_EVENT_HANDLER_HASH); `onerror=…` stays refused.
    'script-src-attr': ["'unsafe-hashes'", EMPTY_EVENT_HANDLER_HASH],
    'style-src': ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
    // Plus any https image: the wallet kits show each wallet's icon from its own host (TON Connect's wallets list).
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", 'https://accounts.google.com/gsi/', ...options.connectSources],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': [...SIGN_IN_FRAME_SOURCES],
    'frame-ancestors': ["'self'", ...TELEGRAM_WEB_CLIENTS],
    'form-action': ["'self'", 'https://appleid.apple.com'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
