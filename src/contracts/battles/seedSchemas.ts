import { z } from 'zod';

/** The seeds of a commit–reveal battle as the API takes them (src/rules/battles/seedFairness.ts derives with them). */

/** A server seed: 64 lowercase hex digits (32 random bytes, drawn by the server with a CSPRNG). */
export const serverSeedSchema = z.string().regex(/^[0-9a-f]{64}$/, 'a server seed is 64 lowercase hex digits');

/** A client seed the player may choose: 0 to 64 printable ASCII characters ("" when the player gives none). */
export const clientSeedSchema = z.string().max(64).regex(/^[\x20-\x7e]*$/, 'a client seed is printable ASCII');
