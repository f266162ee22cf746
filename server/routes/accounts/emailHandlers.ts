import type { accountsApi } from '../../../src/contracts/accounts';
import { changePassword } from '../../accounts/changePassword';
import { confirmEmail } from '../../accounts/confirmEmail';
import { loginWithEmail } from '../../accounts/loginWithEmail';
import { registerEmail } from '../../accounts/registerEmail';
import { resendEmailCode } from '../../accounts/resendEmailCode';
import { finishSignIn } from '../../accounts/signedIn';
import { accountRefusalError } from '../../http/accountRefusalError';
import type { Handlers } from '../../http/registerEndpoints';
import { visitorOf, type AccountRouteDeps } from './accountRouteDeps';
import { addClaimCookie, readClaimTokens } from './claimCookie';
import { setSessionCookie, signInAnswer } from './sessionCookies';

type EmailHandlers = Pick<Handlers<typeof accountsApi>, 'registerEmail' | 'verifyEmail' | 'resendVerificationCode' | 'loginWithEmail' | 'changePassword'>;

/** Handlers of the email and password endpoints (docs/ACCOUNTS.md, "Email registration" to "Change password"). */
export function emailHandlers(deps: AccountRouteDeps): EmailHandlers {
  return {
    async registerEmail({ body, context: c }) {
      const { visitor } = await visitorOf(deps, c);
      const registered = await registerEmail(deps, { email: body.email, password: body.password, language: body.language, accountId: visitor.current?.id ?? null, ip: visitor.ip, now: deps.now() });
      if (!registered.ok) throw accountRefusalError(registered);
      addClaimCookie(deps, c, registered.value.claimToken);
      return registered.value.sent;
    },

    async verifyEmail({ body, context: c }) {
      const { visitor } = await visitorOf(deps, c);
      const now = deps.now();
      const confirmed = await confirmEmail(deps, { email: body.email, code: body.code, claimTokens: readClaimTokens(deps, c), currentAccountId: visitor.current?.id ?? null, ip: visitor.ip, now });
      if (!confirmed.ok) throw accountRefusalError(confirmed);
      return signInAnswer(deps, c, await finishSignIn(deps, { ...confirmed.value, visitor, now }));
    },

    async resendVerificationCode({ body, context: c }) {
      const { visitor } = await visitorOf(deps, c);
      const sent = await resendEmailCode(deps, { email: body.email, language: body.language, claimTokens: readClaimTokens(deps, c), ip: visitor.ip, now: deps.now() });
      if (!sent.ok) throw accountRefusalError(sent);
      return sent.value;
    },

    async loginWithEmail({ body, context: c }) {
      const { visitor } = await visitorOf(deps, c);
      const signedIn = await loginWithEmail(deps, { email: body.email, password: body.password, visitor, now: deps.now() });
      if (signedIn.claimToken) addClaimCookie(deps, c, signedIn.claimToken);
      if (!signedIn.ok) throw accountRefusalError(signedIn);
      return signInAnswer(deps, c, signedIn.value);
    },

    async changePassword({ body, player, context: c }) {
      const { visitor } = await visitorOf(deps, c, player);
      const changed = await changePassword(deps, { currentPassword: body.currentPassword, newPassword: body.newPassword, player, visitor, language: player.language, now: deps.now() });
      if (!changed.ok) throw accountRefusalError(changed);
      setSessionCookie(deps, c, changed.value.sessionToken);
      return { revokedSessions: changed.value.revokedSessions };
    },
  };
}
