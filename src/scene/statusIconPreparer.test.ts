import type { Texture } from 'pixi.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { statusIconPath } from '../contracts/art';
import type { BattleEvent } from '../engine';
import { StatusIconPreparer } from './statusIconPreparer';

const applied = (status: string, target = 0): BattleEvent => ({ type: 'statusApplied', target, status, duration: 2, source: null, points: 0 });
const round = (roundNumber: number) => ({ type: 'roundStart', roundNumber }) as unknown as BattleEvent;
const texture = (name: string) => ({ name, destroyed: false }) as unknown as Texture;

describe('StatusIconPreparer', () => {
  let idle: ((deadline: IdleDeadline) => void)[];
  beforeEach(() => {
    idle = [];
    globalThis.requestIdleCallback = (callback) => idle.push(callback);
    globalThis.cancelIdleCallback = () => {};
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'requestIdleCallback');
    Reflect.deleteProperty(globalThis, 'cancelIdleCallback');
  });
  const runIdle = async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    for (const callback of idle.splice(0)) callback({ didTimeout: false, timeRemaining: () => 10 });
  };

  it('loads each status of the battle once, as its events arrive, and uploads it at an idle moment, not in a frame', async () => {
    const loads: string[] = [];
    const uploads: string[] = [];
    const preparer = new StatusIconPreparer({ load: async (url) => { loads.push(url); return texture(url); } }, (t) => uploads.push((t as unknown as { name: string }).name));
    const events: BattleEvent[] = [round(1), applied('burn'), applied('burn', 1), applied('shield')];
    preparer.prepare(events);
    expect(loads).toEqual([statusIconPath('burn'), statusIconPath('shield')]);
    expect(uploads).toEqual([]);
    await runIdle();
    expect(uploads).toHaveLength(2);
    // The next round streams in: only its new status is loaded.
    events.push(round(2), applied('shield'), applied('poison'));
    preparer.prepare(events);
    preparer.prepare(events);
    expect(loads).toHaveLength(3);
    expect(loads[2]).toBe(statusIconPath('poison'));
    await runIdle();
    expect(uploads).toHaveLength(3);
  });

  it('uploads nothing once stopped (the scene is destroyed), nor icons that are missing', async () => {
    const uploads: Texture[] = [];
    const preparer = new StatusIconPreparer({ load: async (url) => (url.includes('missing') ? null : texture(url)) }, (t) => uploads.push(t));
    preparer.prepare([applied('missing'), applied('burn')]);
    await runIdle();
    expect(uploads).toHaveLength(1);
    preparer.prepare([applied('missing'), applied('burn'), applied('stun')]);
    preparer.stop();
    await runIdle();
    expect(uploads).toHaveLength(1);
  });
});
