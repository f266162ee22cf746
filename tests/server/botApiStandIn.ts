import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The bot token the stand-in accepts; any other is answered as Telegram answers a wrong token. */
export const STAND_IN_BOT_TOKEN = 'test-token';

/** A local stand-in for the Bot API (api.telegram.org): records every call, answers like Telegram. */
export interface BotApiStandIn {
  server: Server;
  url: string;
  calls: { method: string; body: Record<string, unknown> }[];
  close(): void;
}

function answer(method: string, body: Record<string, unknown>, count: number): unknown {
  if (method === 'createInvoiceLink') return `https://t.me/$invoice-${String(body.payload)}`;
  if (method === 'savePreparedInlineMessage') return { id: `prepared-${count}`, expiration_date: 1_900_000_000 };
  return true;
}

/** Starts the stand-in on a free local port (`<url>/bot<token>/<method>`, JSON bodies), accepting `token`. */
export function startBotApiStandIn(token = STAND_IN_BOT_TOKEN): Promise<BotApiStandIn> {
  const calls: BotApiStandIn['calls'] = [];
  const server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const method = (req.url ?? '').split('/').pop() ?? '';
      const body = JSON.parse(text || '{}') as Record<string, unknown>;
      calls.push({ method, body });
      res.setHeader('content-type', 'application/json');
      if (!(req.url ?? '').startsWith(`/bot${token}/`)) return res.end(JSON.stringify({ ok: false, description: 'Unauthorized' }));
      res.end(JSON.stringify({ ok: true, result: answer(method, body, calls.length) }));
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls, close: () => server.close() })),
  );
}
