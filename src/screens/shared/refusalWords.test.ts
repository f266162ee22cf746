import { createInstance } from 'i18next';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { accountRefusalReason } from '../../contracts/accounts/accountRefusalReason';
import { apiErrorCode } from '../../contracts/api/apiError';
import { battleRefusalReason } from '../../contracts/battles/battleRefusalReason';
import { cardRefusalReason } from '../../contracts/cards/cardRefusalReason';
import { conversionRefusalReason } from '../../contracts/conversions/conversionRefusalReason';
import { fragmentStoreRefusalReason } from '../../contracts/fragmentStore/fragmentStoreRefusalReason';
import { inviteRefusalReason } from '../../contracts/invites/inviteRefusalReason';
import { marketRefusalReason } from '../../contracts/market/marketRefusalReason';
import { mysteryRefusalReason } from '../../contracts/mystery/mysteryRefusalReason';
import { purchaseRefusalReason } from '../../contracts/purchases/purchaseRefusalReason';
import { questRefusalReason } from '../../contracts/quests/questRefusalReason';
import { reportRefusalReason } from '../../contracts/reports/reportRefusalReason';
import { shareRefusalReason } from '../../contracts/share/shareRefusalReason';
import { teamProblemCode } from '../../contracts/teams/teamProblem';
import { teamRefusalReason } from '../../contracts/teams/teamRefusalReason';
import { tournamentRefusalReason } from '../../contracts/tournaments/tournamentRefusalReason';
import { SIWE_REFUSALS, TON_CHECK_IN_REFUSALS, TON_PROOF_REFUSALS } from '../../contracts/wallets/walletRefusalReason';
import { TOURNAMENT_RULES_BROKEN } from '../../rules/tournamentTeamRules';
import { ApiError } from '../../services/api/apiError';
import { MARKET_REFUSAL_NS } from '../market/market/marketRefusalNs';
import { refusalText } from './refusalText';

const LOCALES = path.resolve(__dirname, '../../../public/locales');
const LANGUAGES = ['en', 'ru', 'zh'] as const;

/** Each area's reasons (the contract's list) and the namespaces its screens pass to refusalText, searched in order. */
const AREAS: Readonly<Record<string, { reasons: readonly string[]; namespaces: readonly string[] }>> = {
  accounts: { reasons: accountRefusalReason.options, namespaces: ['ui:account'] },
  battles: { reasons: battleRefusalReason.options, namespaces: ['modes', 'ui'] },
  cards: { reasons: cardRefusalReason.options, namespaces: ['cards', 'ui'] },
  conversions: { reasons: conversionRefusalReason.options, namespaces: ['economy:convert', 'ui'] },
  fragmentStore: { reasons: fragmentStoreRefusalReason.options, namespaces: ['economy:fragmentStore', 'ui'] },
  invites: { reasons: inviteRefusalReason.options, namespaces: ['economy:invites', 'ui'] },
  market: { reasons: marketRefusalReason.options, namespaces: MARKET_REFUSAL_NS },
  mystery: { reasons: mysteryRefusalReason.options, namespaces: ['economy:mystery', 'ui'] },
  purchases: { reasons: purchaseRefusalReason.options, namespaces: ['economy:iap', 'ui'] },
  quests: { reasons: questRefusalReason.options, namespaces: ['seasons', 'ui'] },
  reports: { reasons: reportRefusalReason.options, namespaces: ['economy:report', 'ui'] },
  share: { reasons: shareRefusalReason.options, namespaces: ['share'] },
  // invalid_team is worded from the engine's problem (cards:teams.problems.<code>), not from a refusal text.
  teams: { reasons: teamRefusalReason.options.filter((r) => r !== 'invalid_team'), namespaces: ['cards:teams', 'cards'] },
  // The spectating screens word their three reasons (battle_not_found, player_not_found, cannot_follow_self) from compete:spectate.
  tournaments: { reasons: tournamentRefusalReason.options, namespaces: ['compete:tournaments', 'compete:spectate'] },
  wallets: { reasons: [...new Set([...TON_PROOF_REFUSALS, ...SIWE_REFUSALS, ...TON_CHECK_IN_REFUSALS])], namespaces: ['wallet', 'ui'] },
};

/** Every reason any contract declares: each `*RefusalReason.ts` file's zod enums and reason lists. */
const CONTRACT_REASONS: readonly string[] = [
  ...new Set(
    Object.values(import.meta.glob<Record<string, unknown>>('../../contracts/**/*RefusalReason.ts', { eager: true })).flatMap((module) =>
      Object.values(module).flatMap((value) => {
        if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
        const options = (value as { options?: unknown } | null)?.options;
        return Array.isArray(options) ? options.filter((v): v is string => typeof v === 'string') : [];
      }),
    ),
  ),
];

const i18n = createInstance();
const namespaces = readdirSync(path.join(LOCALES, 'en')).map((file) => file.replace(/\.json$/, ''));
await i18n.init({
  lng: 'en',
  fallbackLng: false,
  ns: namespaces,
  resources: Object.fromEntries(
    LANGUAGES.map((lng) => [lng, Object.fromEntries(namespaces.map((ns) => [ns, JSON.parse(readFileSync(path.join(LOCALES, lng, `${ns}.json`), 'utf8')) as object]))]),
  ),
});

describe('refusal words', () => {
  for (const lng of LANGUAGES) {
    it(`words every reason of every area's contract in ${lng}`, async () => {
      await i18n.changeLanguage(lng);
      const missing: string[] = [];
      for (const [area, { reasons, namespaces: ns }] of Object.entries(AREAS)) {
        const keys = (reason: string) => ns.map((n) => (n.includes(':') ? `${n}.refusals.${reason}` : `${n}:refusals.${reason}`));
        for (const reason of reasons) if (!keys(reason).some((key) => i18n.exists(key))) missing.push(`${area}:${reason}`);
      }
      expect(missing).toEqual([]);
    });

    it(`has a generic text for every API error code in ${lng}, the words of a reason the client does not know`, async () => {
      await i18n.changeLanguage(lng);
      expect(apiErrorCode.options.filter((code) => !i18n.exists(`ui:errors.codes.${code}`))).toEqual([]);
    });

    it(`says which custom rule a refused tournament entry broke in ${lng}`, async () => {
      await i18n.changeLanguage(lng);
      for (const rule of TOURNAMENT_RULES_BROKEN) {
        const refusal = new ApiError({ status: 422, code: 'bad_request', message: 'team_breaks_rules', reason: 'team_breaks_rules', params: { unit: 3, rule } });
        const text = refusalText(refusal, i18n.t, ['compete:tournaments']);
        expect(text).toContain('3');
        expect(text).toContain(i18n.t(`compete:tournaments.broken.${rule}`));
      }
    });

    it(`words every engine problem of an invalid_team refusal in ${lng}`, async () => {
      await i18n.changeLanguage(lng);
      expect(teamProblemCode.options.filter((code) => !i18n.exists(`cards:teams.problems.${code}`))).toEqual([]);
    });
  }

  it('lists every reason a contract declares under some area, so a new reason or area cannot go unworded', () => {
    const listed = new Set([...Object.values(AREAS).flatMap((area) => area.reasons), 'invalid_team']);
    expect(CONTRACT_REASONS.length).toBeGreaterThan(100);
    expect(CONTRACT_REASONS.filter((reason) => !listed.has(reason))).toEqual([]);
  });
});
