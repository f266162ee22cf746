import { z } from 'zod';
import { balances } from '../accounts/currency';
import { staminaView } from '../accounts/stamina';
import { idempotencyKey } from '../accounts/staminaEndpoints';
import { defineEndpoint } from '../api/endpoint';
import { clientSeedSchema } from './seedSchemas';
import { teamPlacement, teamSlot } from '../teams/savedTeam';
import { battleId, battleMode, campaignStageId } from './battleMode';
import { battleRecord } from './battleRecord';
import { seedCommitId } from './seedCommitEndpoints';

/**
 * The player's team for a battle: a saved team by slot, or copies placed on the grid now (not saved). Modes
 * that bring their own teams (random_team) take neither.
 */
export const battleTeamChoice = z.object({
  teamSlot: teamSlot.optional(),
  units: z
    .array(teamPlacement)
    .max(12)
    .refine((units) => new Set(units.map((u) => u.instanceId)).size === units.length, 'Place each copy once')
    .optional(),
});

/** The body of POST /api/battles: which mode, team and stage, the seed commitment and the player's client seed. */
export const startBattleBody = battleTeamChoice
  .extend({
    idempotencyKey,
    mode: battleMode,
    /** The campaign stage (campaign only). */
    stageId: campaignStageId.optional(),
    /** From POST /api/battles/seed-commits; single use. */
    commitId: seedCommitId,
    /** Mixed into the seed so the server could not have chosen it alone; "" when the player gives none. */
    clientSeed: clientSeedSchema.default(''),
  })
  .superRefine((body, ctx) => {
    if (body.mode === 'campaign' && body.stageId === undefined) ctx.addIssue({ code: 'custom', path: ['stageId'], message: 'Name the campaign stage' });
    if (body.mode !== 'campaign' && body.stageId !== undefined) ctx.addIssue({ code: 'custom', path: ['stageId'], message: 'Only campaign battles name a stage' });
    const teams = (body.teamSlot !== undefined ? 1 : 0) + (body.units !== undefined ? 1 : 0);
    if (body.mode === 'random_team' && teams > 0) ctx.addIssue({ code: 'custom', path: ['teamSlot'], message: 'Random-team battles deal both teams' });
    if (body.mode !== 'random_team' && teams !== 1) ctx.addIssue({ code: 'custom', path: ['teamSlot'], message: 'Give a saved team slot or placed units (one of them)' });
  });
/** See {@link startBattleBody}. */
export type StartBattleBody = z.infer<typeof startBattleBody>;

/**
 * POST /api/battles: the server checks the team (ownership, no market listing, engine validation), spends
 * stamina, builds both teams, derives the seed from the committed server seed and the client seed, runs the
 * engine, stores the battle and pays the rewards, in one transaction, once per idempotency key.
 */
export const startBattle = defineEndpoint({
  method: 'POST',
  path: '/api/battles',
  summary: 'Start a battle: the server decides it (verifiable seed), stores it and pays its rewards',
  auth: 'player',
  body: startBattleBody,
  response: z.object({
    battle: battleRecord,
    balances,
    stamina: staminaView,
    /** True when this key was used before: the first battle is returned, nothing was spent or paid again. */
    replayed: z.boolean(),
  }),
});

/** GET /api/battles/:id: a stored battle, public (share links), with the revealed seed to re-run and verify it. */
export const getBattle = defineEndpoint({
  method: 'GET',
  path: '/api/battles/:id',
  summary: 'A stored battle: inputs, revealed seed, event hash, result, rewards (public)',
  auth: 'public',
  params: z.object({ id: battleId }),
  response: z.object({ battle: battleRecord }),
});
