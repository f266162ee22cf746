import type { accountsApi } from '../../../src/contracts/accounts';
import { TELEGRAM_ERROR_REASON } from '../../domain/accounts/accountErrorReasonFor';
import { identityLabel } from '../../domain/accounts/identityLabel';
import { validateTelegramInitData } from '../../domain/auth/telegramInitData';
import { validateTelegramLoginWidget } from '../../domain/auth/telegramLoginWidget';
import type { TelegramUser } from '../../domain/auth/telegramUser';
import { accountFailure, requestLanguage } from '../../http/requestContext';
import type { Handlers } from '../../http/registerEndpoints';
import type { AccountDeps } from './accountDeps';
import { completeProof, type ProvenIdentity } from './completeProof';
import type { AccountLanguage } from '../../../src/contracts/accounts/language';

type TelegramHandlers = Pick<Handlers<typeof accountsApi>, 'loginWithTelegramMiniApp' | 'loginWithTelegramWidget'>;

function telegramProof(user: TelegramUser, language: AccountLanguage): ProvenIdentity {
  return {
    kind: 'telegram',
    subject: String(user.id),
    displayHint: identityLabel('telegram', { username: user.username ?? null, name: user.first_name }),
    suggestedName: user.first_name,
    language,
  };
}

/** Telegram sign-in: mini-app initData and the Login Widget, each checked per Telegram's rules. */
export function telegramHandlers(deps: AccountDeps): TelegramHandlers {
  return {
    async loginWithTelegramMiniApp({ body, context: c }) {
      const current = await deps.authenticate(c);
      const language = requestLanguage(c, current);
      const checked = validateTelegramInitData(body.initData, deps.auth.telegram.botToken, deps.now(), deps.auth.telegram.miniApp);
      if (!checked.ok) throw accountFailure(TELEGRAM_ERROR_REASON[checked.error], language, checked.error === 'not_configured' ? {} : { field: 'initData' });
      return completeProof(deps, c, telegramProof(checked.data.user, language), current);
    },
    async loginWithTelegramWidget({ body, context: c }) {
      const current = await deps.authenticate(c);
      const language = requestLanguage(c, current);
      const checked = validateTelegramLoginWidget(body.authData, deps.auth.telegram.botToken, deps.now(), deps.auth.telegram.widget);
      if (!checked.ok) throw accountFailure(TELEGRAM_ERROR_REASON[checked.error], language, checked.error === 'not_configured' ? {} : { field: 'authData' });
      return completeProof(deps, c, telegramProof(checked.user, language), current);
    },
  };
}
