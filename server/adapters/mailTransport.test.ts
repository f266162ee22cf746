import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ConsoleMailTransport } from '../domain/accounts/consoleMailTransport';
import { mailTransportFromEnv } from './mailTransportFromEnv';
import { MemoryMailTransport } from '../domain/accounts/memoryMailTransport';
import { renderAccountMail } from '../domain/accounts/renderAccountMail';
import { SmtpMailTransport } from './smtpMailTransport';

const mail = renderAccountMail('verification_code', 'en', 'player@example.com', { code: '314159', minutes: '15' });

/** A minimal SMTP server (RFC 5321 happy path) that records what it receives, so the real transport is exercised. */
async function startSmtpSink(): Promise<{ server: Server; port: number; received: Array<{ from: string; to: string[]; data: string; auth: string | null }> }> {
  const received: Array<{ from: string; to: string[]; data: string; auth: string | null }> = [];
  const server = createServer((socket: Socket) => {
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '', auth: null as string | null };
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(current);
          current = { from: '', to: [], data: '', auth: current.auth };
          socket.write('250 2.0.0 queued\r\n');
          continue;
        }
        const nl = buffer.indexOf('\r\n');
        if (nl < 0) return;
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-sink\r\n250-AUTH PLAIN\r\n250 8BITMIME\r\n');
        else if (verb === 'HELO') socket.write('250 sink\r\n');
        else if (verb === 'AUTH') {
          current.auth = Buffer.from(line.split(' ')[2] ?? '', 'base64').toString('utf8');
          socket.write('235 2.7.0 ok\r\n');
        } else if (verb === 'MAIL') {
          current.from = line.slice(10);
          socket.write('250 ok\r\n');
        } else if (verb === 'RCPT') {
          current.to.push(line.slice(8));
          socket.write('250 ok\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 bye\r\n');
        } else if (verb === 'RSET' || verb === 'NOOP') socket.write('250 ok\r\n');
        else socket.write('502 not implemented\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { server, port: typeof address === 'object' && address ? address.port : 0, received };
}

let sink: Awaited<ReturnType<typeof startSmtpSink>> | undefined;
afterEach(async () => {
  if (sink) await new Promise((resolve) => sink?.server.close(resolve));
  sink = undefined;
});

describe('SmtpMailTransport', () => {
  it('delivers over SMTP with authentication, both text and HTML parts', async () => {
    sink = await startSmtpSink();
    const transport = new SmtpMailTransport(`smtp://mailer:s3cret@127.0.0.1:${sink.port}?ignoreTLS=true`, 'TCG <no-reply@tcg.example>');
    await transport.send(mail);
    await transport.close();
    expect(sink.received).toHaveLength(1);
    const [got] = sink.received;
    expect(got?.from).toContain('no-reply@tcg.example');
    expect(got?.to[0]).toContain('player@example.com');
    expect(got?.auth).toBe('\u0000mailer\u0000s3cret');
    expect(got?.data).toContain('Subject: Your TCG verification code: 314159');
    expect(got?.data).toContain('text/plain');
    expect(got?.data).toContain('text/html');
  });

  it('reports a refused delivery as an error', async () => {
    const transport = new SmtpMailTransport('smtp://127.0.0.1:1', 'x@y.z');
    await expect(transport.send(mail)).rejects.toThrow();
    await transport.close();
  });

  it('refuses a non-SMTP URL', () => {
    expect(() => new SmtpMailTransport('http://mail.example.com', 'x@y.z')).toThrow(/smtp:\/\//);
  });
});

describe('ConsoleMailTransport', () => {
  it('writes one JSON line containing the code', async () => {
    const lines: string[] = [];
    await new ConsoleMailTransport((l) => lines.push(l)).send(mail);
    expect(lines).toHaveLength(1);
    const parsed = JSON.parse(lines[0] ?? '{}') as { to: string; text: string };
    expect(parsed.to).toBe('player@example.com');
    expect(parsed.text).toContain('314159');
  });
});

describe('MemoryMailTransport', () => {
  it('keeps an outbox and finds the last mail to an address', async () => {
    const t = new MemoryMailTransport();
    await t.send(mail);
    await t.send({ ...mail, subject: 'second' });
    expect(t.outbox).toHaveLength(2);
    expect(t.lastTo('player@example.com')?.subject).toBe('second');
    expect(t.lastTo('nobody@example.com')).toBeUndefined();
  });
});

describe('mailTransportFromEnv', () => {
  it('is the console transport unless SMTP_URL is set', async () => {
    expect(mailTransportFromEnv({}).kind).toBe('console');
    expect(mailTransportFromEnv({ SMTP_URL: '  ' }).kind).toBe('console');
    const smtp = mailTransportFromEnv({ SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'a@b.co' });
    expect(smtp.kind).toBe('smtp');
    await smtp.close();
  });
});
