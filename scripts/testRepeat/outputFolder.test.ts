import { describe, expect, it } from 'vitest';
import { outputFolderOf } from './outputFolder';

describe('outputFolderOf', () => {
  it('is the config\'s test-results unless the run names its own', () => {
    expect(outputFolderOf(['tests/e2e/update.spec.ts', '-g', 'x'])).toBe('test-results');
    expect(outputFolderOf(['--output', '.tmp/suite', 'tests/e2e'])).toBe('.tmp/suite');
    expect(outputFolderOf(['--output=.tmp/other'])).toBe('.tmp/other');
  });
});
