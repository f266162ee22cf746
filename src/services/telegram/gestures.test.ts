import { afterEach, describe, expect, it } from 'vitest';
import { holdClosingConfirmation, holdVerticalSwipes, setGestureDriver } from './gestures';

function recorder() {
  const calls: string[] = [];
  setGestureDriver({
    setVerticalSwipes: (allowed) => calls.push(`swipes:${String(allowed)}`),
    setClosingConfirmation: (on) => calls.push(`closing:${String(on)}`),
  });
  return calls;
}

afterEach(() => setGestureDriver(null));

describe('gesture holds', () => {
  it('turn swipes off on the first hold and back on after the last release, once each', () => {
    const calls = recorder();
    const drag = holdVerticalSwipes();
    const scrub = holdVerticalSwipes();
    drag();
    drag();
    expect(calls).toEqual(['swipes:false']);
    scrub();
    expect(calls).toEqual(['swipes:false', 'swipes:true']);
  });

  it('ask to confirm closing while anything is in flight', () => {
    const calls = recorder();
    const release = holdClosingConfirmation();
    release();
    expect(calls).toEqual(['closing:true', 'closing:false']);
  });

  it('without a driver (web, old client) only count, and a driver installed mid-hold catches up', () => {
    setGestureDriver(null);
    const release = holdVerticalSwipes();
    const calls = recorder();
    expect(calls).toEqual(['swipes:false']);
    release();
    expect(calls).toEqual(['swipes:false', 'swipes:true']);
  });
});
