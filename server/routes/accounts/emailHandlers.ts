import { randomUUID } from 'node:crypto';
import type { accountsApi } from '../../../src/contracts/accounts';
import { confirmEmail } from '../../accounts/confirmEmail';
import { registerEmail } from '../../accounts/registerEmail';
import { resendEmailCode } from '../../accounts/resendEmailCode';
import { findIdentity, identitiesOf, updateIdentity } from '../../db/accountRepository';
import { insertEmailClaim, newestLiveEmailClaim } from '../../db/emailClaimRepository';
import { revokeOtherSessions } from '../../db/sessionRepository';
import { PASSWORD_PROBLEM_REASON } from '../../domain/accounts/accountErrorReasonFor';
import { mailTime } from '../../domain/accounts/mailTime';
import { renderAccountMail } from '../../domain/accounts/renderAccountMail';
import { issueEmailClaim } from '../../domain/auth/emailClaim';
import { ipRateKey } from '../../domain/auth/ipRateKey';
import { checkPasswordRules } from '../../domain/auth/passwordRules';
import { accountRefusalError } from '../../http/accountRefusalError';
import { errorFields } from '../../logger';
import { accountFailure, requestIp, requestLanguage } from '../../http/requestContext';
import type { Handlers } from '../../http/registerEndpoints';
import type { AccountDeps } from './accountDeps';
import { addClaimCookie, readClaimTokens } from './claimCookie';
import { signedInAnswer } from './completeProof';
import { limitedAttempt, takeIdentitySignIn } from './requestLimits';
import { startSession } from './signInSession';

type EmailHandlers = Pick<Handlers<typeof accountsApi>, 'registerEmail' | 'verifyEmail' | 'resendVerificationCode' | 'loginWithEmail' | 'changePassword'>;

/** Handlers of the email and password endpoints (docs/ACCOUNTS.md, "Email registration" to "Change password"). */
export function emailHandlers(deps: AccountDeps): EmailHandlers {
  return {
    async registerEmail({ body, context: c }) {
      const current = await deps.authenticate(c);
      const language = requestLanguage(c, current);
      const registered = await registerEmail(deps, {
        email: body.email,
        password: body.password,
        language: body.language,
        accountId: current?.id ?? null,
        ip: requestIp(c, deps.trustProxy),
        now: deps.now(),
      });
      if (!registered.ok) throw accountRefusalError(registered, language);
      addClaimCookie(deps, c, registered.value.claimToken);
      return registered.value.sent;
    },

    async verifyEmail({ body, context: c }) {
      const current = await deps.authenticate(c);
      const language = requestLanguage(c, current);
      const confirmed = await confirmEmail(deps, {
        email: body.email,
        code: body.code,
        claimTokens: readClaimTokens(deps, c),
        currentAccountId: current?.id ?? null,
        ip: requestIp(c, deps.trustProxy),
        now: deps.now(),
      });
      if (!confirmed.ok) throw accountRefusalError(confirmed, language);
      const outcome = confirmed.value;
      if (current?.id !== outcome.accountId) await startSession(deps, c, outcome.accountId, current);
      return signedInAnswer(deps.db, outcome.accountId, outcome.created, outcome.linked);
    },

    async resendVerificationCode({ body, context: c }) {
      const language = requestLanguage(c, await deps.authenticate(c));
      const sent = await resendEmailCode(deps, { email: body.email, language: body.language, claimTokens: readClaimTokens(deps, c), ip: requestIp(c, deps.trustProxy), now: deps.now() });
      if (!sent.ok) throw accountRefusalError(sent, language);
      return sent.value;
    },

    async loginWithEmail({ body, context: c }) {
      const costKey = ipRateKey(requestIp(c, deps.trustProxy));
      const current = await deps.authenticate(c);
      const language = requestLanguage(c, current);
      const now = deps.now();
      // Counted before any hashing: a hash costs 128 MiB and ~0.3 s, the limit is what makes guessing pointless.
      const identity = await limitedAttempt(deps, c, body.email, now, language, async (attempt) => {
        const found = await findIdentity(deps.db, 'email', body.email);
        // Not confirmed yet: the newest pending claim's password is checked instead. One hash either way, and an
        // unknown email is checked against a dummy hash, so every refusal takes the same time.
        const pending = found ? undefined : await newestLiveEmailClaim(deps.db, body.email, now);
        const stored = found?.passwordHash ?? pending?.passwordHash ?? (await deps.passwords.dummyHash());
        const matches = await deps.passwords.verify(body.password, stored, costKey);
        if (!matches || (!found?.passwordHash && !pending)) {
          attempt.fail();
          throw accountFailure('wrong_credentials', language);
        }
        if (pending) {
          // Whoever knows the claim's password may ask for its code from this browser too (a second device).
          const copy = issueEmailClaim({ ...pending, id: randomUUID(), now });
          await insertEmailClaim(deps.db, copy.record);
          addClaimCookie(deps, c, copy.token);
          throw accountFailure('email_not_verified', language);
        }
        if (!found || !found.passwordHash) throw new Error('unreachable: a matching password without a hash');
        if (!found.verified) throw accountFailure('email_not_verified', language);
        attempt.succeed();
        return { ...found, passwordHash: found.passwordHash };
      });
      await takeIdentitySignIn(deps, 'email', identity.subject, now, language);
      const rehash = deps.passwords.needsRehash(identity.passwordHash) ? await deps.passwords.hash(body.password, costKey) : null;
      await updateIdentity(deps.db, identity.id, { lastUsedAt: now, ...(rehash ? { passwordHash: rehash } : {}) });
      if (current?.id !== identity.accountId) await startSession(deps, c, identity.accountId, current);
      return signedInAnswer(deps.db, identity.accountId, false, false);
    },

    async changePassword({ body, player, context: c }) {
      const costKey = ipRateKey(requestIp(c, deps.trustProxy));
      const language = player.language;
      const identity = (await identitiesOf(deps.db, player.id)).find((i) => i.kind === 'email' && i.passwordHash);
      if (!identity?.passwordHash) throw accountFailure('no_password', language);
      const [problem] = checkPasswordRules(body.newPassword, { email: identity.subject });
      if (problem) throw accountFailure(PASSWORD_PROBLEM_REASON[problem], language, { field: 'newPassword' });
      const now = deps.now();
      await limitedAttempt(deps, c, identity.subject, now, language, async (attempt) => {
        if (!(await deps.passwords.verify(body.currentPassword, identity.passwordHash ?? '', costKey))) {
          attempt.fail();
          throw accountFailure('wrong_password', language, { field: 'currentPassword' });
        }
        attempt.succeed();
      });
      const passwordHash = await deps.passwords.hash(body.newPassword, costKey);
      const revokedSessions = await deps.db.transaction(async (tx) => {
        await updateIdentity(tx, identity.id, { passwordHash });
        return revokeOtherSessions(tx, player.id, player.sessionId, now);
      });
      // This browser stays signed in, but on a new token: a copy of the old cookie (the reason one changes a
      // password) dies with the other sessions.
      await startSession(deps, c, player.id, player);
      const when = mailTime(language, now);
      // The password has changed whatever happens to the notice: a failed mail is logged, not the answer.
      await deps.mail.send(renderAccountMail('password_changed', language, identity.subject, { when })).catch((error: unknown) => {
        deps.logger.error('password change mail failed', errorFields(error));
      });
      return { revokedSessions };
    },
  };
}
