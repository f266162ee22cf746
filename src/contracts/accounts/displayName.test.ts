import { describe, expect, it } from 'vitest';
import { displayName } from './displayName';

describe('displayName', () => {
  it.each(['Ana', 'Player-7K3QX', 'Ана Белл', '卡牌大师', 'o.neil_99', 'Zoë'])('accepts %s', (name) => {
    expect(displayName.safeParse(name).success).toBe(true);
  });
  it('normalises spaces and width', () => {
    expect(displayName.parse('  Ana    Bell ')).toBe('Ana Bell');
    expect(displayName.parse('ＡＢＣ')).toBe('ABC');
  });
  it.each([
    ['Al', 'Use at least 3 characters'],
    ['x'.repeat(25), 'Use at most 24 characters'],
    ['a--b', 'Use letters and digits, separated by single spaces, dots, dashes or underscores'],
    ['<script>', 'Use letters and digits, separated by single spaces, dots, dashes or underscores'],
    ['abc\u202Edef', 'Use letters and digits, separated by single spaces, dots, dashes or underscores'],
    ['-abc', 'Use letters and digits, separated by single spaces, dots, dashes or underscores'],
  ])('refuses %j', (name, message) => {
    expect(displayName.safeParse(name).error?.issues[0]?.message).toBe(message);
  });
});
