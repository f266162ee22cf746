import { z } from 'zod';

/** A Bot API failure (network, HTTP or `ok: false`). */
export class TelegramBotApiError extends Error {
  override readonly name = 'TelegramBotApiError';
}

/** A message prepared for a Mini App user to send (Bot API PreparedInlineMessage). */
export interface PreparedInlineMessage {
  id: string;
  /** Unix seconds after which the prepared message can no longer be used. */
  expirationDate: number;
}

/** The Bot API methods the game calls (payments in Telegram Stars, messages players share from the mini-app). */
export interface TelegramBotApi {
  /** createInvoiceLink in XTR: one price, no provider token (Stars need none). */
  createInvoiceLink(invoice: { title: string; description: string; payload: string; stars: number; label: string }): Promise<string>;
  /** answerPreCheckoutQuery: `ok`, or a refusal with the message Telegram shows the buyer. */
  answerPreCheckoutQuery(queryId: string, answer: { ok: true } | { ok: false; errorMessage: string }): Promise<void>;
  /**
   * savePreparedInlineMessage: stores `result` (an InlineQueryResult, as the Bot API spells it) for Telegram user
   * `userId` to send with the mini-app's shareMessage, into the chat kinds `allow` names.
   */
  savePreparedInlineMessage(message: { userId: number; result: Record<string, unknown>; allow: { userChats: boolean; botChats: boolean; groupChats: boolean; channelChats: boolean } }): Promise<PreparedInlineMessage>;
}

const preparedInlineMessage = z.object({ id: z.string().min(1), expiration_date: z.number().int() });

/** TELEGRAM_BOT_API_URL without a trailing slash; https://api.telegram.org unless set (a local stand-in in tests). */
export function botApiBaseUrlFromEnv(env: Record<string, string | undefined>): string {
  return (env.TELEGRAM_BOT_API_URL?.trim() || 'https://api.telegram.org').replace(/\/+$/, '');
}

const reply = z.object({ ok: z.boolean(), result: z.unknown().optional(), description: z.string().optional() });

/** An error's message with its causes (fetch says only "fetch failed"; the cause says why, e.g. "other side closed"). */
function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause === undefined ? error.message : `${error.message} (${describeFailure(error.cause)})`;
}

/** A {@link TelegramBotApi} over HTTPS (`<baseUrl>/bot<token>/<method>`, JSON bodies), with a timeout per call. */
export function telegramBotApi(options: { botToken: string; baseUrl: string; timeoutMs?: number; fetch?: typeof fetch }): TelegramBotApi {
  const doFetch = options.fetch ?? fetch;
  async function call(method: string, body: Record<string, unknown>): Promise<unknown> {
    const signal = AbortSignal.timeout(options.timeoutMs ?? 10_000);
    const send = () =>
      doFetch(`${options.baseUrl}/bot${options.botToken}/${method}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal });
    let response: Response;
    try {
      // fetch keeps connections alive, and a server (Telegram's too) closes one it finds idle: when that close crosses
      // our next request on it, the request fails with no answer (fetch's TypeError "other side closed", not our
      // timeout). So a send that failed goes once more (fetch has dropped the closed connection), within the same
      // deadline. Sending twice is safe for every method here: an unused prepared message or invoice link expires;
      // a pre-checkout answer Telegram already had is refused, as its lost answer would have been.
      response = await send().catch((error: unknown) => {
        if (signal.aborted || !(error instanceof TypeError)) throw error;
        return send();
      });
    } catch (error) {
      throw new TelegramBotApiError(`Bot API ${method} unreachable: ${describeFailure(error)}`);
    }
    const parsed = reply.safeParse(await response.json().catch(() => null));
    if (!parsed.success || !parsed.data.ok) throw new TelegramBotApiError(`Bot API ${method} failed (${response.status}): ${parsed.success ? (parsed.data.description ?? '') : 'not JSON'}`);
    return parsed.data.result;
  }
  return {
    async createInvoiceLink(invoice) {
      const result = await call('createInvoiceLink', {
        title: invoice.title,
        description: invoice.description,
        payload: invoice.payload,
        currency: 'XTR',
        prices: [{ label: invoice.label, amount: invoice.stars }],
      });
      const link = z.string().url().safeParse(result);
      if (!link.success) throw new TelegramBotApiError('Bot API createInvoiceLink answered no link');
      return link.data;
    },
    async answerPreCheckoutQuery(queryId, answer) {
      await call('answerPreCheckoutQuery', answer.ok ? { pre_checkout_query_id: queryId, ok: true } : { pre_checkout_query_id: queryId, ok: false, error_message: answer.errorMessage });
    },
    async savePreparedInlineMessage(message) {
      const result = await call('savePreparedInlineMessage', {
        user_id: message.userId,
        result: message.result,
        allow_user_chats: message.allow.userChats,
        allow_bot_chats: message.allow.botChats,
        allow_group_chats: message.allow.groupChats,
        allow_channel_chats: message.allow.channelChats,
      });
      const prepared = preparedInlineMessage.safeParse(result);
      if (!prepared.success) throw new TelegramBotApiError('Bot API savePreparedInlineMessage answered no prepared message');
      return { id: prepared.data.id, expirationDate: prepared.data.expiration_date };
    },
  };
}
