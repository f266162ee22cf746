import { BitmapFont } from 'pixi.js';
import { describe, expect, it, vi } from 'vitest';
import { acquireNumberFont, NUMBER_FONT, TITLE_FONT } from './numberFont';
import { SCENE_FONT } from './sceneFont';

// Pixi needs a browser to load; only the two calls are checked here.
vi.mock('pixi.js', () => ({ BitmapFont: { install: vi.fn(), uninstall: vi.fn() } }));

describe('acquireNumberFont', () => {
  it("draws the numbers' and the round title's glyphs in the scene's font stack (CJK faces named), once for all scenes", () => {
    const install = vi.mocked(BitmapFont.install);
    const uninstall = vi.mocked(BitmapFont.uninstall);
    const releaseFirst = acquireNumberFont();
    const releaseSecond = acquireNumberFont();
    expect(install.mock.calls.map(([options]) => [options.name, (options.style as { fontFamily: string }).fontFamily])).toEqual([
      [NUMBER_FONT, SCENE_FONT],
      [TITLE_FONT, SCENE_FONT],
    ]);
    releaseFirst();
    releaseFirst();
    expect(uninstall).not.toHaveBeenCalled();
    releaseSecond();
    expect(uninstall.mock.calls.map(([name]) => name)).toEqual([NUMBER_FONT, TITLE_FONT]);
  });
});
