import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  vi.resetModules();
  const items = new Map<string, string>();
  vi.stubGlobal('localStorage', { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => items.set(k, v) });
});
afterEach(() => vi.unstubAllGlobals());

describe('haptics', () => {
  it('buzz only with both the haptics switch and the sound switch on: off means no HapticFeedback call at all', async () => {
    const { haptic, setHapticDriver } = await import('./haptics');
    const { changePlayerSettings } = await import('../settings/playerSettings');
    const driver = { impact: vi.fn(), notification: vi.fn(), selection: vi.fn() };
    setHapticDriver(driver);
    haptic('success');
    expect(driver.notification).toHaveBeenCalledTimes(1);

    changePlayerSettings({ hapticsOn: false });
    haptic('error');
    haptic('impact');
    haptic('selection');
    changePlayerSettings({ hapticsOn: true, soundOn: false });
    haptic('warning');
    expect(driver.notification).toHaveBeenCalledTimes(1);
    expect(driver.impact).not.toHaveBeenCalled();
    expect(driver.selection).not.toHaveBeenCalled();

    changePlayerSettings({ soundOn: true });
    haptic('impact');
    expect(driver.impact).toHaveBeenCalledWith('medium');
  });
});
