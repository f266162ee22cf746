import { describe, expect, it } from 'vitest';
import { parseStoreBuild } from './storeBuild';

describe('parseStoreBuild', () => {
  it('is ios only when the build says so', () => {
    expect(parseStoreBuild('ios')).toBe('ios');
    expect(parseStoreBuild(' IOS ')).toBe('ios');
    expect(parseStoreBuild(undefined)).toBe('web');
    expect(parseStoreBuild('android')).toBe('web');
  });
});
