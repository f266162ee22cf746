import { afterEach, describe, expect, it, vi } from 'vitest';
import { appLog, clearLog, LOG_CAPACITY, logEntries, recordLog, subscribeLog } from './appLog';

afterEach(() => {
  clearLog();
  vi.restoreAllMocks();
});

describe('appLog', () => {
  it('records lines in order, prints them and notifies subscribers', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const seen: number[] = [];
    const off = subscribeLog((entries) => seen.push(entries.length));
    appLog('info', 'one');
    appLog('warn', 'two');
    off();
    appLog('error', 'three');
    expect(logEntries().map((e) => [e.level, e.message])).toEqual([['info', 'one'], ['warn', 'two'], ['error', 'three']]);
    expect(seen).toEqual([1, 2]);
  });

  it(`keeps only the newest ${LOG_CAPACITY} lines`, () => {
    for (let i = 0; i < LOG_CAPACITY + 5; i++) recordLog('info', `line ${i}`);
    expect(logEntries()).toHaveLength(LOG_CAPACITY);
    expect(logEntries()[0]?.message).toBe('line 5');
  });
});
