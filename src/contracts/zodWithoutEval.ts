// zod 4 compiles fast parsers with `new Function`, probing for it first; under the page's Content-Security-Policy
// (no 'unsafe-eval') that probe is a reported violation. The browser parses small API answers: the interpreted
// parser is fast enough, and the policy stays strict. Imported first by every browser entry (page and workers);
// never by the server, which keeps the compiled parsers.
//
// Warning: this seeds zod's own global configuration object (`globalThis.__zod_globalConfig`, which zod adopts
// when it first loads) instead of calling `z.config`: importing zod here would put ~10 KB of it in the page's
// entry, which validates nothing before the first screen. zodWithoutEval.test.ts fails if zod stops honouring it.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
// Mutated, not replaced: if zod has already loaded, it holds this very object.
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
