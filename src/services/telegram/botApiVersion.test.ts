import { describe, expect, it } from 'vitest';
import { isVersionAtLeast, MIN_BOT_API_VERSION } from './botApiVersion';

describe('isVersionAtLeast', () => {
  it.each([
    ['6.1', '6.1', true],
    ['6.0', '6.1', false],
    ['6.10', '6.9', true],
    ['6.9', '6.10', false],
    ['7', '6.1', true],
    ['8.0', '6.1', true],
    ['5.99', '6.1', false],
    ['6.1.1', '6.1', true],
    ['garbage', '6.1', false],
  ])('%s >= %s is %s', (version, minimum, expected) => {
    expect(isVersionAtLeast(version, minimum)).toBe(expected);
  });

  it('rejects the versions below the chosen minimum', () => {
    expect(isVersionAtLeast('6.0', MIN_BOT_API_VERSION)).toBe(false);
    expect(isVersionAtLeast(MIN_BOT_API_VERSION, MIN_BOT_API_VERSION)).toBe(true);
  });
});
