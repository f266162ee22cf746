import { describe, expect, it } from 'vitest';
import { RenderGate } from './renderGate';

describe('RenderGate', () => {
  it('renders the first frame, then only when the time moves or something was marked dirty', () => {
    const gate = new RenderGate();
    expect(gate.shouldRender(0)).toBe(true);
    expect(gate.shouldRender(0)).toBe(false); // paused: nothing to draw
    expect(gate.shouldRender(16)).toBe(true); // playing: every new time
    expect(gate.shouldRender(32)).toBe(true);
    expect(gate.shouldRender(32)).toBe(false); // waiting for the next round
    gate.markDirty(); // e.g. a portrait arrived or the unit selection changed
    expect(gate.shouldRender(32)).toBe(true);
    expect(gate.shouldRender(32)).toBe(false);
    gate.markDirty();
    gate.markDirty();
    expect(gate.shouldRender(0)).toBe(true); // a seek back while paused
    expect(gate.shouldRender(0)).toBe(false);
  });
});
