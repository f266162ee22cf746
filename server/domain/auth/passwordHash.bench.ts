import { bench, describe } from 'vitest';
import { DEFAULT_SCRYPT_PARAMS, hashPassword, verifyPassword } from './passwordHash';

// `npx vitest bench server/domain/auth/passwordHash.bench.ts`: the cost of one login with the production
// parameters (128 MiB, N=2^17). Raise DEFAULT_SCRYPT_PARAMS only if this stays well under a second.
const stored = await hashPassword('correct horse battery staple', DEFAULT_SCRYPT_PARAMS);

describe('scrypt password hashing', () => {
  bench('verifyPassword, N=2^17 r=8 p=1', async () => {
    await verifyPassword('correct horse battery staple', stored);
  }, { iterations: 8, time: 0 });
  bench('hashPassword, N=2^16 r=8 p=1 (for comparison)', async () => {
    await hashPassword('correct horse battery staple', { logN: 16, r: 8, p: 1 });
  }, { iterations: 8, time: 0 });
});
