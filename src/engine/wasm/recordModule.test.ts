import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RECORD_WASM_HEX } from './build/playoutRecordBytes';
import { acquireRecorder, recordModule, releaseRecorder } from './recordModule';

describe('recordModule', () => {
  it('compiles the embedded bytes, which are build/playoutRecord.wasm, once per process', () => {
    const module = recordModule();
    expect(recordModule()).toBe(module);
    expect(WebAssembly.Module.exports(module).map((e) => e.name)).toEqual(expect.arrayContaining(['memory', 'begin', 'round', 'recording']));
    expect(Buffer.from(RECORD_WASM_HEX, 'hex').equals(readFileSync(new URL('build/playoutRecord.wasm', import.meta.url)))).toBe(true);
  });

  it('hands out an instance per battle in progress and takes back finished ones', () => {
    const a = acquireRecorder();
    const b = acquireRecorder();
    expect(b).not.toBe(a);
    expect(a.wasm.recording()).toBe(1);
    releaseRecorder(a);
    expect(acquireRecorder()).toBe(a);
    releaseRecorder(b);
  });
});
