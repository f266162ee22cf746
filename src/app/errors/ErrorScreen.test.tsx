import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { messageOf } from './ErrorBoundary';
import { ErrorScreen } from './ErrorScreen';

// No i18next instance is initialised here: the screens must still read as the spec's English messages.
describe('ErrorScreen', () => {
  it('shows "Something went wrong", the message and "Refresh page"', () => {
    const html = renderToStaticMarkup(<ErrorScreen kind="somethingWrong" message="Chunk failed to load" />);
    expect(html).toContain('Something went wrong');
    expect(html).toContain('Chunk failed to load');
    expect(html).toContain('Refresh page');
  });

  it('says "Unknown error" when the error has no message', () => {
    const html = renderToStaticMarkup(<ErrorScreen kind="unhandled" message="" />);
    expect(html).toContain('An unhandled error occurred');
    expect(html).toContain('Unknown error');
  });
});

describe('messageOf', () => {
  it('reads messages from errors and strings, and nothing from other values', () => {
    expect(messageOf(new Error('boom'))).toBe('boom');
    expect(messageOf('plain')).toBe('plain');
    expect(messageOf({ message: 'not an Error' })).toBe('');
    expect(messageOf(undefined)).toBe('');
  });
});
