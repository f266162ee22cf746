import type { purchaseWebhooksApi } from '../../../src/contracts/purchases/purchaseWebhooks';
import { constantTimeEqual } from '../../domain/auth/constantTimeEqual';
import { HttpError } from '../../http/httpError';
import type { Handlers } from '../../http/registerEndpoints';
import { handleAppleNotification } from '../../purchases/handleAppleNotification';
import { handleStarsUpdate } from '../../purchases/handleStarsUpdate';
import type { PurchaseRouteDeps } from './purchaseHandlers';

/** Telegram sends the webhook's secret token in this header on every update. */
export const TELEGRAM_SECRET_HEADER = 'x-telegram-bot-api-secret-token';

/**
 * Webhooks from Apple and Telegram (registered without the browser CSRF check: their authenticity is the JWS
 * signature and the secret token header). A 200 tells the store the update was handled (or was a duplicate).
 */
export function purchaseWebhookHandlers(deps: PurchaseRouteDeps): Handlers<typeof purchaseWebhooksApi> {
  return {
    async appleNotification({ body }) {
      const outcome = await handleAppleNotification(deps, { signedPayload: body.signedPayload, verifier: deps.purchases.verifier, allowUnsignedEnvironments: deps.purchases.config.allowUnsignedEnvironments === true, now: deps.now(),  logger: deps.logger });
      if (outcome === 'rejected') throw deps.purchases.verifier ? new HttpError(400, 'bad_request', 'The notification could not be verified', 'signedPayload') : new HttpError(503, 'unavailable', 'App Store purchases are not configured');
      deps.logger.info('apple notification', { outcome });
      return { ok: true as const };
    },
    async telegramWebhook({ body, context }) {
      const stars = deps.purchases.config.stars;
      if (!stars || !deps.purchases.botApi) throw new HttpError(503, 'unavailable', 'Telegram Stars payments are not configured');
      if (!constantTimeEqual(context.req.header(TELEGRAM_SECRET_HEADER) ?? '', stars.webhookSecret)) throw new HttpError(403, 'forbidden', 'Wrong webhook secret token');
      const outcome = await handleStarsUpdate(deps, { update: body, botApi: deps.purchases.botApi, now: deps.now() });
      deps.logger.info('telegram payment update', { outcome, updateId: body.update_id });
      return { ok: true as const };
    },
  };
}
