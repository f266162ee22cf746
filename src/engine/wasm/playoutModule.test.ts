import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PLAYOUT_WASM_HEX } from './build/playoutBytes';
import { holdMemory, instantiatePlayout, playoutModule, sharedPlayout } from './playoutModule';

describe('playoutModule', () => {
  it('compiles the embedded bytes, which are build/playout.wasm, once per process', () => {
    const module = playoutModule();
    expect(playoutModule()).toBe(module);
    expect(WebAssembly.Module.exports(module).map((e) => e.name)).toEqual(expect.arrayContaining(['memory', 'init', 'tracing', 'play']));
    expect(Buffer.from(PLAYOUT_WASM_HEX, 'hex').equals(readFileSync(new URL('build/playout.wasm', import.meta.url)))).toBe(true);
  });

  it('shares one instance, and tells a holder whether the memory is still its own', () => {
    const shared = sharedPlayout();
    expect(sharedPlayout()).toBe(shared);
    const other = instantiatePlayout(playoutModule());
    const a = {};
    const b = {};
    expect(holdMemory(other, a)).toBe(false);
    expect(holdMemory(other, a)).toBe(true);
    expect(holdMemory(other, b)).toBe(false);
    expect(holdMemory(other, a)).toBe(false);
    expect(holdMemory(other, a)).toBe(true);
  });
});
