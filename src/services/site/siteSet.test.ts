import { describe, expect, it } from 'vitest';
import { playUrlForHost, siteSetForHost } from './siteSet';

const MAIN = 'tcg.game';

describe('siteSetForHost', () => {
  it.each([
    ['www.tcg.game', 'public'],
    ['w.tcg.game', 'public'],
    ['WWW.Example.org', 'public'],
    ['www.tcg.test:4173', 'public'],
    ['tcg.game', 'public'],
    ['tcg.game:8080', 'public'],
    ['a.tcg.game', 'app'],
    ['app.tcg.game', 'app'],
    ['app.tcg.test:4173', 'app'],
    ['localhost', 'merged'],
    ['localhost:3000', 'merged'],
    ['127.0.0.1:4173', 'merged'],
    ['preview.tcg.test', 'merged'],
    ['api.tcg.game', 'merged'],
    ['wwwx.tcg.game', 'merged'],
    ['apps-tcg.example', 'merged'],
  ] as const)('%s -> %s', (host, expected) => {
    expect(siteSetForHost(host, MAIN)).toBe(expected);
  });

  it('follows the configured main domain', () => {
    expect(siteSetForHost('play.example', 'play.example')).toBe('public');
    expect(siteSetForHost('tcg.game', 'play.example')).toBe('merged');
  });
});

describe('playUrlForHost', () => {
  it('sends a public host to the app host of the same domain', () => {
    expect(playUrlForHost('www.tcg.game', 'https:', MAIN)).toBe('https://app.tcg.game/');
    expect(playUrlForHost('tcg.game', 'https:', MAIN)).toBe('https://app.tcg.game/');
    expect(playUrlForHost('w.tcg.test:4173', 'http:', MAIN)).toBe('http://app.tcg.test:4173/');
  });

  it('stays on a merged host and opens the main screen', () => {
    expect(playUrlForHost('localhost:3000', 'http:', MAIN)).toBe('/main');
  });
});
