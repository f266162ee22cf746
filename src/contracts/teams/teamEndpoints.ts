import { z } from 'zod';
import { defineEndpoint } from '../api/endpoint';
import { MAX_TEAMS, savedTeam, teamName, teamPlacement, teamSlot } from './savedTeam';

/** GET /api/teams (/my-team): the player's saved teams, by slot. */
export const listTeams = defineEndpoint({
  method: 'GET',
  path: '/api/teams',
  summary: 'The saved teams of the player, by slot',
  auth: 'player',
  response: z.object({ teams: z.array(savedTeam), maxTeams: z.literal(MAX_TEAMS) }),
});

/**
 * PUT /api/teams/:slot: saves a team in a slot (replacing what was there). The engine's battle-input validation
 * decides whether the team can fight; its copies become locked against burning and the market. Saving the same
 * body again changes nothing, so a retry is safe.
 */
export const saveTeam = defineEndpoint({
  method: 'PUT',
  path: '/api/teams/:slot',
  summary: 'Save a team of owned copies in a slot (validated by the battle engine)',
  auth: 'player',
  params: z.object({ slot: teamSlot }),
  body: z.object({
    name: teamName,
    units: z
      .array(teamPlacement)
      .max(12)
      .refine((units) => new Set(units.map((u) => u.instanceId)).size === units.length, 'Place each copy once'),
  }),
  response: z.object({ team: savedTeam }),
});

/** DELETE /api/teams/:slot: empties a slot and frees its copies; deleting an empty slot is a no-op. */
export const deleteTeam = defineEndpoint({
  method: 'DELETE',
  path: '/api/teams/:slot',
  summary: 'Delete a saved team (its copies are freed); the defence role moves to the lowest remaining slot',
  auth: 'player',
  params: z.object({ slot: teamSlot }),
  response: z.object({ deleted: z.boolean(), teams: z.array(savedTeam) }),
});

/** POST /api/teams/:slot/defence: makes a saved team the player's defence team. */
export const setDefenceTeam = defineEndpoint({
  method: 'POST',
  path: '/api/teams/:slot/defence',
  summary: 'Mark a saved team as the defence team for player-versus-player',
  auth: 'player',
  params: z.object({ slot: teamSlot }),
  response: z.object({ teams: z.array(savedTeam) }),
});

/** Every team endpoint; the wiring spreads this into `api` in src/contracts/api/index.ts (imported from this file, so the entry bundle does not pull in the engine). */
export const teamsApi = { listTeams, saveTeam, deleteTeam, setDefenceTeam } as const;
