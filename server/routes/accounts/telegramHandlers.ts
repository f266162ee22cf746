import type { accountsApi } from '../../../src/contracts/accounts';
import { signInWithTelegram, type TelegramProof } from '../../accounts/signInWithTelegram';
import { accountRefusalError } from '../../http/accountRefusalError';
import type { Handlers } from '../../http/registerEndpoints';
import type { Context } from 'hono';
import { visitorOf, type AccountRouteDeps } from './accountRouteDeps';
import { signInAnswer } from './sessionCookies';

type TelegramHandlers = Pick<Handlers<typeof accountsApi>, 'loginWithTelegramMiniApp' | 'loginWithTelegramWidget'>;

/** Telegram sign-in: mini-app initData and the Login Widget. */
export function telegramHandlers(deps: AccountRouteDeps): TelegramHandlers {
  const signIn = async (c: Context, proof: TelegramProof) => {
    const { visitor, language } = await visitorOf(deps, c);
    const signedIn = await signInWithTelegram(deps, { proof, visitor, language, now: deps.now() });
    if (!signedIn.ok) throw accountRefusalError(signedIn);
    return signInAnswer(deps, c, signedIn.value);
  };
  return {
    loginWithTelegramMiniApp: ({ body, context }) => signIn(context, { via: 'mini_app', initData: body.initData }),
    loginWithTelegramWidget: ({ body, context }) => signIn(context, { via: 'widget', authData: body.authData }),
  };
}
