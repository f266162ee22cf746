import { describe, expect, it } from 'vitest';
import { joinWithDots } from './joinWithDots';

describe('joinWithDots', () => {
  it('ties each dot to the word before it, so a line may break only after a dot', () => {
    expect(joinWithDots(['Guardian', 'Human'])).toBe('Guardian\u00a0· Human');
    expect(joinWithDots(['Warrior', 'Human', 'Dragon']).split(' ')).toEqual(['Warrior\u00a0·', 'Human\u00a0·', 'Dragon']);
    expect(joinWithDots(['Mage'])).toBe('Mage');
  });
});
