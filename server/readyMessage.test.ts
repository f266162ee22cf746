import { describe, expect, it } from 'vitest';
import { readyMessage } from './readyMessage';

describe('readyMessage', () => {
  it('starts with one line naming the address to open, localhost for a wildcard host', () => {
    const text = readyMessage({ port: 3000, host: '0.0.0.0', database: 'pglite', dataDir: './data', mail: 'console' });
    expect(text.split('\n')[0]).toBe('TCG is ready: open http://localhost:3000/ (the game at http://localhost:3000/main)');
    expect(text).toContain('npm run admin -- notice:list');
    expect(text).toContain('stop the server');
    expect(text).toContain('./data');
    expect(text).toContain('verification codes are printed here');
  });

  it('names a specific host, brackets IPv6, and drops the mail hint when SMTP is set', () => {
    const text = readyMessage({ port: 8080, host: '::1', database: 'postgres', mail: 'smtp' });
    expect(text.split('\n')[0]).toContain('http://[::1]:8080/');
    expect(text).toContain('same DATABASE_URL');
    expect(text).not.toContain('verification codes');
    expect(readyMessage({ port: 1, host: '127.0.0.1', database: 'postgres', mail: 'smtp' })).toContain('http://127.0.0.1:1/');
  });
});
