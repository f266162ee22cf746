import { describe, expect, it } from 'vitest';
import { boardTheme } from './boardTheme';

describe('boardTheme', () => {
  it('gives each mode its own ground and campaign chapters their own', () => {
    expect(boardTheme('campaign', '1-3')).toBe('meadow');
    expect(boardTheme('campaign', '2-1')).toBe('forest');
    expect(boardTheme('campaign', '7-1')).toBe('meadow');
    expect(boardTheme('tower')).toBe('tower');
    expect(boardTheme('random_team')).toBe('tavern');
    expect(boardTheme('pvp')).toBe('arena');
    expect(boardTheme(undefined)).toBe('arena');
  });
});
