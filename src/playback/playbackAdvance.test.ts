import { describe, expect, it } from 'vitest';
import { at, testBattle, testCard, testCatalog } from '../engine/testing/fixtures';
import { createPlaybackCursor } from './createPlaybackCursor';
import { isPlaybackAdvance } from './playbackAdvance';

function cursor() {
  const b = testBattle(testCatalog([testCard('a'), testCard('b', { range: 3 })]), [at('a', 0)], [at('b', 0)]);
  b.runToEnd();
  return createPlaybackCursor({ events: [...b.log], autoplay: true });
}

describe('isPlaybackAdvance', () => {
  it('is true for plain playback reaching the next event', () => {
    const c = cursor();
    const before = c.getSnapshot();
    c.tick(c.timeline.eventTimes[2]! + 1);
    expect(isPlaybackAdvance(before, c.getSnapshot())).toBe(true);
  });

  it('is false for pause, speed, a seek back, and the end', () => {
    const c = cursor();
    let before = c.getSnapshot();
    c.pause();
    expect(isPlaybackAdvance(before, c.getSnapshot())).toBe(false);
    c.play();
    before = c.getSnapshot();
    c.setSpeed(4);
    expect(isPlaybackAdvance(before, c.getSnapshot())).toBe(false);
    c.tick(200);
    before = c.getSnapshot();
    c.seek(0);
    expect(isPlaybackAdvance(before, c.getSnapshot())).toBe(false);
    before = c.getSnapshot();
    c.tick(1e9);
    expect(c.getSnapshot().ended).toBe(true);
    expect(isPlaybackAdvance(before, c.getSnapshot())).toBe(false);
  });
});
