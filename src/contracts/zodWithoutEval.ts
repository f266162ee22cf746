import { z } from 'zod';

// zod 4 compiles fast parsers with `new Function`, probing for it first; under the page's Content-Security-Policy
// (no 'unsafe-eval') that probe is a reported violation. The browser parses small API answers: the interpreted
// parser is fast enough, and the policy stays strict. Imported first by every browser entry (page and workers);
// never by the server, which keeps the compiled parsers.
z.config({ jitless: true });
