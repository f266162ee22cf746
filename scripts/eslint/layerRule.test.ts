import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { layerRule } from './layerRule.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' } });
/** A file at `rel` in this repository (the rule reads paths relative to the working directory). */
const at = (rel: string) => path.join(process.cwd(), rel);
const upward = { message: /may not import/ };
const sideDoor = { message: /may not re-export .* side door/ };
const routeDb = { message: /server\/routes may not import server\/db values/ };
const useCaseHttp = { message: /server use cases may not import server\/http/ };
const repositoryImport = { message: /server code takes repositories from the app's dependencies/ };

tester.run('layers/imports', layerRule, {
  valid: [
    // Each layer may import its own and the listed layers.
    { filename: at('src/screens/cards/x.ts'), code: "import { RULES } from '../../engine';" },
    { filename: at('src/screens/cards/x.ts'), code: "import { cardCatalog } from '../../content';" },
    { filename: at('src/screens/battles/x.ts'), code: "import { createPlaybackCursor } from '../../playback';" },
    { filename: at('src/scene/x.ts'), code: "import { compileTimeline } from '../playback';" },
    { filename: at('src/services/x.ts'), code: "import { api } from '../contracts/api';" },
    // The browser's primitives (an idle callback with its fallback) serve every layer that runs in a page.
    { filename: at('src/scene/x.ts'), code: "import { whenIdle } from '../browser/whenIdle';" },
    { filename: at('src/services/update/x.ts'), code: "import { whenIdle } from '../../browser/whenIdle';" },
    // Shared rules: server, worker and screens run them; rules build on contracts.
    { filename: at('workers/x.ts'), code: "import { luckReport } from '../src/rules/battles/luck';" },
    { filename: at('server/battles/x.ts'), code: "import { deriveBattleSeed } from '../../src/rules/battles/seedFairness';" },
    { filename: at('src/screens/teams/x.ts'), code: "import { teamPower } from '../../rules/teams/unitPower';" },
    { filename: at('src/rules/teams/x.ts'), code: "import { savedTeam } from '../../contracts/teams/savedTeam';" },
    // Type imports may point upward.
    { filename: at('src/engine/x.ts'), code: "import type { Me } from '../contracts/me';" },
    { filename: at('src/services/x.ts'), code: "import { type UnitCard } from '../engine';" },
    // Type re-exports open no door; a layer re-exports its own values freely.
    { filename: at('src/contracts/market/index.ts'), code: "export type { MarketRarity } from '../../content/economy/market';" },
    { filename: at('src/contracts/market/index.ts'), code: "export * from './marketListing';" },
    // A re-export every importer could make itself is no side door (everyone importing content may import engine).
    { filename: at('src/content/index.ts'), code: "export { RULES } from '../engine';" },
    // Server: routes use db types, the HTTP side imports HTTP, use cases import db.
    { filename: at('server/routes/x/xRoute.ts'), code: "import type { Db } from '../../db/client';" },
    { filename: at('server/routes/x/xRoute.ts'), code: "import { refusalStatus } from '../../http/refusalStatus';" },
    { filename: at('server/http/x.ts'), code: "import { sessionCache } from './sessionCache';" },
    { filename: at('server/app.ts'), code: "import { middleware } from './http/middleware';" },
    // Repositories: a use case imports a repository module's helpers and types, never the repository itself.
    { filename: at('server/cards/levelUp.ts'), code: "import { ownedCardOf, type CardInstanceRow } from '../db/cardRepository';" },
    { filename: at('server/cards/levelUp.ts'), code: "import { LedgerRefusal, type LedgerRepository } from '../db/ledgerRepository';" },
    { filename: at('server/cards/levelUp.ts'), code: "import type { Repositories } from '../db/repositories';" },
    // Repositories live in db/ and are put together where the app is built.
    { filename: at('server/db/repositories.ts'), code: "import { ledgerRepository } from './ledgerRepository';" },
    { filename: at('server/app.ts'), code: "import { repositories } from './db/repositories';" },
    { filename: at('server/main.ts'), code: "import { repositories } from './db/repositories';" },
    { filename: at('server/admin/runAdmin.ts'), code: "import { repositories } from '../db/repositories';" },
  ],
  invalid: [
    // A lower layer importing a higher one.
    { filename: at('src/engine/x.ts'), code: "import { api } from '../contracts/api';", errors: [upward] },
    { filename: at('src/services/x.ts'), code: "import { cardCatalog } from '../content';", errors: [upward] },
    { filename: at('src/scene/x.ts'), code: "import { simulate } from '../engine';", errors: [upward] },
    { filename: at('src/screens/x.ts'), code: "const m = import('../../server/app');", errors: [upward] },
    { filename: at('src/contracts/x.ts'), code: "export { useMe } from '../services/session/useMe';", errors: [upward] },
    // Contracts are schemas and their types: logic they would import lives in rules, which builds on them.
    { filename: at('src/contracts/battles/x.ts'), code: "import { sha256 } from '../../rules/crypto/sha256';", errors: [upward] },
    // Playback and the scene stay below the shared rules.
    { filename: at('src/playback/x.ts'), code: "import { luckReport } from '../rules/battles/luck';", errors: [upward] },
    // The browser's primitives know nothing of the game.
    { filename: at('src/browser/x.ts'), code: "import { api } from '../contracts/api';", errors: [upward] },
    // Side doors reintroduced: contracts handing content or engine values to services, playback and scene.
    { filename: at('src/contracts/cards/cardSet.ts'), code: "export { UNIT_CARDS, cardCatalog } from '../../content';", errors: [sideDoor] },
    { filename: at('src/contracts/cards/cardSet.ts'), code: "export { RULES, type Rarity } from '../../engine';", errors: [sideDoor] },
    { filename: at('src/contracts/market/index.ts'), code: "export { MARKET } from '../../content/economy/market';", errors: [sideDoor] },
    { filename: at('src/contracts/conversions/index.ts'), code: "export * from '../../content/economy/conversions';", errors: [sideDoor] },
    // Playback handing engine values to the scene, which may not import the engine.
    { filename: at('src/playback/index.ts'), code: "export { simulate } from '../engine';", errors: [sideDoor] },
    // Server sub-layers: routes may not import db values; use cases may not import server/http, not even types.
    { filename: at('server/routes/x/xRoute.ts'), code: "import { ledgerRepository } from '../../db/ledgerRepository';", errors: [routeDb] },
    // No route is exempt: the routes that once called repositories themselves are refused like any other.
    { filename: at('server/routes/reports/reportHandlers.ts'), code: "import { reportRepository } from '../../db/reportRepository';", errors: [routeDb] },
    { filename: at('server/routes/spectate/spectateFeedRoute.ts'), code: "import { spectateRepository } from '../../db/spectateRepository';", errors: [routeDb] },
    { filename: at('server/cards/newUseCase.ts'), code: "import type { CardRefusalReason } from '../http/cardRefusals';", errors: [useCaseHttp] },
    { filename: at('server/accounts/newUseCase.ts'), code: "import { DEFAULT_SESSION_CACHE } from '../http/sessionCache';", errors: [useCaseHttp] },
    { filename: at('server/db/x.ts'), code: "import { refusalStatus } from '../http/refusalStatus';", errors: [useCaseHttp] },
    // Repositories are reached one way, through the app's dependencies: a use case, a job, an HTTP helper or an admin
    // command importing one (or the whole set, or a repository module's namespace) is refused.
    { filename: at('server/cards/levelUpCard.ts'), code: "import { cardRepository, ownedCardOf } from '../db/cardRepository';", errors: [repositoryImport] },
    { filename: at('server/tournaments/tournamentRoundJob.ts'), code: "import { tournamentRepository } from '../db/tournamentRepository';", errors: [repositoryImport] },
    { filename: at('server/http/sessionAuthenticator.ts'), code: "import { sessionRepository } from '../db/sessionRepository';", errors: [repositoryImport] },
    { filename: at('server/admin/commands/reportList.ts'), code: "import { reportRepository } from '../../db/reportRepository';", errors: [repositoryImport] },
    { filename: at('server/seasons/x.ts'), code: "import { repositories } from '../db/repositories';", errors: [repositoryImport] },
    { filename: at('server/seasons/x.ts'), code: "import * as seasons from '../db/seasonRepository';", errors: [repositoryImport] },
    { filename: at('server/seasons/x.ts'), code: "const m = import('../db/seasonRepository');", errors: [repositoryImport] },
    { filename: at('server/listings/x.ts'), code: "export { marketCardRepository } from '../db/marketCardRepository';", errors: [repositoryImport] },
    // A use case that once imported its reasons from server/http: they live in src/contracts now.
    { filename: at('server/cards/levelUpCard.ts'), code: "import type { CardRefusalReason } from '../http/cardRefusals';", errors: [useCaseHttp] },
  ],
});
