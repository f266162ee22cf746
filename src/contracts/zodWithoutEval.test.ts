import { describe, expect, it } from 'vitest';

describe('zodWithoutEval', () => {
  it('makes zod, loaded after it, parse without compiling code', async () => {
    await import('./zodWithoutEval');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    // And parsing still works.
    expect(z.object({ a: z.number() }).parse({ a: 1 })).toEqual({ a: 1 });
  });
});
