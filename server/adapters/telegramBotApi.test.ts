import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { telegramBotApi, TelegramBotApiError } from './telegramBotApi';

const message = { userId: 42, result: { type: 'photo', id: 'r_x' }, allow: { userChats: true, botChats: false, groupChats: true, channelChats: true } };
let server: Server | undefined;

afterEach(() => {
  server?.closeAllConnections();
  server?.close();
  server = undefined;
});

/**
 * A Bot API that answers on keep-alive connections, except that it closes a kept connection at the moment a request
 * `dropOnReuse` arrives on it, before answering: what any HTTP server (Telegram's, Node's after its idle timeout) does
 * when its idle close crosses the client's next request on that pooled connection.
 */
async function startBotApi(drop: (request: { connection: number; reused: boolean }) => boolean): Promise<{ url: string; requests: { connection: number; reused: boolean }[] }> {
  const requests: { connection: number; reused: boolean }[] = [];
  const connections = new Map<Socket, number>();
  server = createServer((req, res) => {
    const reused = connections.has(req.socket);
    const connection = connections.get(req.socket) ?? connections.set(req.socket, connections.size + 1).get(req.socket)!;
    const request = { connection, reused };
    requests.push(request);
    req.resume();
    req.on('end', () => {
      if (drop(request)) return void req.socket.destroy();
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ ok: true, result: { id: `prepared-${requests.length}`, expiration_date: 1_900_000_000 } }));
    });
  });
  const listening = server;
  await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(listening.address() as AddressInfo).port}`, requests };
}

describe('telegramBotApi', () => {
  it('sends a request once more, on a new connection, when the pooled connection it went out on was closed before any answer', async () => {
    let dropped = false;
    const botApi = await startBotApi((request) => request.reused && !dropped && (dropped = true));
    const client = telegramBotApi({ botToken: 't', baseUrl: botApi.url });
    // Calls until one goes out on a kept connection (fetch keeps a small pool; which call reuses one is its choice).
    for (let call = 1; call <= 5 && !dropped; call += 1) {
      expect(await client.savePreparedInlineMessage(message)).toEqual({ id: `prepared-${botApi.requests.length}`, expirationDate: 1_900_000_000 });
    }
    expect(dropped).toBe(true);
    // The dropped request went out again at once, on a connection of its own.
    const drop = botApi.requests.findIndex((request) => request.reused);
    expect(botApi.requests.slice(drop + 1)).toEqual([{ connection: Math.max(...botApi.requests.map((request) => request.connection)), reused: false }]);
  });

  it('gives up after one retry: a Bot API that drops every request is unreachable', async () => {
    const botApi = await startBotApi(() => true);
    const client = telegramBotApi({ botToken: 't', baseUrl: botApi.url });
    await expect(client.savePreparedInlineMessage(message)).rejects.toBeInstanceOf(TelegramBotApiError);
    expect(botApi.requests).toHaveLength(2);
  });

  it('does not retry a request that ran out of time', async () => {
    let sent = 0;
    const silent: typeof fetch = (_input, init) => {
      sent += 1;
      return new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    };
    const client = telegramBotApi({ botToken: 't', baseUrl: 'http://127.0.0.1:9', timeoutMs: 20, fetch: silent });
    await expect(client.savePreparedInlineMessage(message)).rejects.toThrow(/unreachable/);
    expect(sent).toBe(1);
  });
});
