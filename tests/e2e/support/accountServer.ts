import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { PASSWORD_ROUTES } from '../../../server/http/passwordAdmission';
import { copyMigratedDataDir } from '../../server/migratedDataDir';
import { SERVER_START_BACKSTOP_MS } from './serverBackstops';

/** One mail the console transport logged (the server's default: it writes each mail as a JSON line on stdout). */
export interface LoggedMail {
  to: string;
  subject: string;
  text: string;
}

/** A game server this worker started, with its mail log read from its own stdout. */
export interface AccountServer {
  url: string;
  /** Every mail logged so far, oldest first. */
  mails: LoggedMail[];
  /** The latest verification code mailed to `email` after `since` mails (waits up to 10 s for it). */
  codeFor(email: string, since?: number): Promise<string>;
  stop(): Promise<void>;
}

/**
 * Starts `server/main.ts` on a free port (PORT=0) with its own throwaway database (a copy of the migrated
 * template) and the built client, and reads its stdout: the `start` line gives the port, and mail lines give the
 * verification codes a player would get by email. The shared Playwright web server discards its output, so account tests need their own.
 */
export async function startAccountServer(tag: string, extraEnv: Record<string, string> = {}): Promise<AccountServer> {
  const began = Date.now();
  const dataDir = `.tmp/e2e-accounts-${process.pid}-${tag}`;
  await copyMigratedDataDir(dataDir);
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, STATIC_DIR: 'dist', LOG_LEVEL: 'info', ...extraEnv },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const mails: LoggedMail[] = [];
  let port: number | null = null;
  let buffer = '';
  child.stdout?.setEncoding('utf8');
  child.stdout?.on('data', (chunk: string) => {
    buffer += chunk;
    let newline: number;
    while ((newline = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(newline + 1);
      let entry: Record<string, unknown>;
      try {
        entry = JSON.parse(line) as Record<string, unknown>;
      } catch {
        continue;
      }
      if (entry.msg === 'start' && typeof entry.port === 'number') port = entry.port;
      if (typeof entry.msg === 'string' && entry.msg.startsWith('mail') && typeof entry.to === 'string') {
        mails.push({ to: entry.to, subject: String(entry.subject), text: String(entry.text) });
      }
    }
  });
  // Waits for the start line (state), not a guess of how long a start takes (it starts on a copy of a migrated folder:
  // 6-12 s in the CI's runs). The bound is only a backstop, just inside the worker fixture's timeout.
  const deadline = Date.now() + SERVER_START_BACKSTOP_MS;
  while (port === null) {
    if (child.exitCode !== null) throw new Error(`account test server exited with ${child.exitCode}`);
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`account test server did not start in ${SERVER_START_BACKSTOP_MS / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // In the run's log: a start that grows shows there long before it nears the backstop (which it never waits for).
  console.log(`account test server on port ${port} started after ${((Date.now() - began) / 1000).toFixed(1)} s`);
  // 127.0.0.1, not localhost: the server may bind IPv4 only, and Chromium tries ::1 first.
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    mails,
    async codeFor(email, since = 0) {
      // The mail goes out after the password is hashed (seconds under load): wait for it, up to most of the test's time.
      const until = Date.now() + 45_000;
      for (;;) {
        const mail = mails.slice(since).filter((m) => m.to === email).at(-1);
        // The subject ends with the code in every language ("Your TCG verification code: 123456").
        const code = mail ? /(\d{6})\s*$/.exec(mail.subject)?.[1] : undefined;
        if (code) return code;
        if (Date.now() > until) throw new Error(`no verification code was mailed to ${email}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          rmSync(dataDir, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null) return done();
        child.once('exit', done);
        child.kill('SIGTERM');
      }),
  };
}

let workerServers = 0;

/**
 * Playwright `test` for account flows: every worker gets its own server (see {@link startAccountServer}) and
 * pages browse it (baseURL).
 */
export const accountsTest = base.extend<{ server: AccountServer }, { workerServer: AccountServer }>({
  workerServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure their first argument.
    async ({}, use, workerInfo) => {
      const server = await startAccountServer(`${workerInfo.workerIndex}-${++workerServers}`);
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: SERVER_START_BACKSTOP_MS + 30_000 },
  ],
  server: async ({ workerServer }, use) => use(workerServer),
  baseURL: async ({ workerServer }, use) => use(workerServer.url),
});

/** A password that passes the server's rules (long, no common words or sequences), unique per call. */
export function strongPassword(): string {
  return `violet harbor ${Math.random().toString(36).slice(2, 8)} quill`;
}

/** A fresh address per call, so tests never collide on one server. */
export function freshEmail(tag: string): string {
  return `${tag}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/** Registers and verifies `email` through the screens; ends on /main signed in. */
export async function registerThroughUi(page: Page, server: AccountServer, email: string, password: string): Promise<void> {
  await page.goto('/email-register');
  await submitRegistrationForm(page, server, email, password);
  await expect(page).toHaveURL(/\/main$/);
}

/**
 * Clicks `button` of a password form (register, sign in, change password) and waits for the server's answer to it.
 * Each answer hashes a password at production cost, which beside the hog at load 30 took over 30 s for a change
 * (two hashes): the step waits for the answer itself, not for the next assertion's 30 s poll to outlast the hashing.
 */
export async function submitPasswordForm(page: Page, button: Locator): Promise<void> {
  const routes: readonly string[] = PASSWORD_ROUTES;
  const answered = page.waitForResponse((r) => r.request().method() === 'POST' && routes.includes(new URL(r.url()).pathname));
  await button.click();
  await answered;
}

/** Fills the open /email-register form, submits it, and enters the code the server mailed (register or link). */
export async function submitRegistrationForm(page: Page, server: AccountServer, email: string, password: string): Promise<void> {
  const before = server.mails.length;
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Repeat the password').fill(password);
  await submitPasswordForm(page, page.getByRole('button', { name: 'Register' }));
  await expect(page.getByRole('heading', { name: 'Enter the code' })).toBeVisible();
  await page.getByLabel('Verification code').fill(await server.codeFor(email, before));
  await page.getByRole('button', { name: 'Verify' }).click();
}
