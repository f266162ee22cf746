import { describe, expect, it } from 'vitest';
import { formatConsoleArgs } from './captureConsole';

describe('formatConsoleArgs', () => {
  it('joins plain arguments, serialising objects and errors', () => {
    expect(formatConsoleArgs(['a', 1, { b: 2 }, new TypeError('boom')])).toBe('a 1 {"b":2} TypeError: boom');
  });

  it('drops %c directives and the styles they consume', () => {
    expect(formatConsoleArgs(['%cINFO %cBridge', 'color:red', 'color:blue', 'Posting event:', { eventType: 'web_app_ready' }]))
      .toBe('INFO Bridge Posting event: {"eventType":"web_app_ready"}');
  });
});
