import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/** GET /api/health: liveness plus a database round trip. */
export const health = defineEndpoint({
  method: 'GET',
  path: '/api/health',
  summary: 'Server and database health',
  auth: 'public',
  response: z.object({
    status: z.literal('ok'),
    version: z.string(),
    database: z.enum(['pglite', 'postgres']),
  }),
});
