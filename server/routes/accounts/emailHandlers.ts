import type { accountsApi } from '../../../src/contracts/accounts';
import { createAccountIn, findIdentity, identitiesOf, insertIdentity, updateIdentity } from '../../db/accountRepository';
import { claimVerificationAttempt, consumeVerificationCode, latestVerificationCode, saveVerificationCode } from '../../db/authStoreRepositories';
import { hasLiveSession, revokeOtherSessions } from '../../db/sessionRepository';
import { CODE_ERROR_REASON, PASSWORD_PROBLEM_REASON } from '../../domain/accounts/accountErrorReasonFor';
import { guestDisplayName } from '../../domain/accounts/guestDisplayName';
import { decideEmailRegistration, decideProofOutcome } from '../../domain/accounts/identityRules';
import { renderAccountMail } from '../../domain/accounts/renderAccountMail';
import { hashPassword, needsRehash, verifyPassword } from '../../domain/auth/passwordHash';
import { checkPasswordRules } from '../../domain/auth/passwordRules';
import { checkVerificationCode, DEFAULT_VERIFICATION_CODE_POLICY, issueVerificationCode } from '../../domain/auth/verificationCode';
import { errorFields } from '../../logger';
import { accountFailure, isUniqueViolation, requestLanguage } from '../../http/requestContext';
import type { Handlers } from '../../http/registerEndpoints';
import type { AccountDeps } from './accountDeps';
import { signedInAnswer } from './completeProof';
import { limitedAttempt, takeAddressQuota } from './requestLimits';
import { startSession } from './signInSession';
import { checkResendCooldown, codeSent, mailNewCode } from './verificationMail';

type EmailHandlers = Pick<Handlers<typeof accountsApi>, 'registerEmail' | 'verifyEmail' | 'resendVerificationCode' | 'loginWithEmail' | 'changePassword'>;

/** Handlers of the email and password endpoints (docs/ACCOUNTS.md, "Email registration" to "Change password"). */
export function emailHandlers(deps: AccountDeps): EmailHandlers {
  return {
    async registerEmail({ body, context: c }) {
      const current = await deps.authenticate(c);
      const language = requestLanguage(c, current);
      const [problem] = checkPasswordRules(body.password, { email: body.email });
      if (problem) throw accountFailure(PASSWORD_PROBLEM_REASON[problem], language, { field: 'password' });
      const now = deps.now();
      // Cheap refusals before the costly hash (re-checked inside the transaction below).
      if ((await findIdentity(deps.db, 'email', body.email))?.verified) throw accountFailure('email_taken', language, { field: 'email' });
      // One email (and so one password) per account: change-password and "the email" are never ambiguous.
      if (current && (await identitiesOf(deps.db, current.id)).some((i) => i.kind === 'email' && i.verified)) {
        throw accountFailure('identity_already_linked', language, { field: 'email' });
      }
      await checkResendCooldown(deps, body.email, now, language);
      // Budgeted per address before the costly part: a 128 MiB hash, an account and a mail to a stranger.
      const quota = await takeAddressQuota(deps.mailQuota, deps, c, now, language);
      const passwordHash = await hashPassword(body.password, deps.scrypt);
      const code = await mailNewCode(deps, body.email, { mail: body.language, refusal: language }, now, quota);
      const claim = () =>
        deps.db.transaction(async (tx) => {
          await saveVerificationCode(tx, code);
          const existing = await findIdentity(tx, 'email', body.email);
          const decision = decideEmailRegistration(existing ? { identityId: existing.id, verified: existing.verified } : null);
          if (decision.action === 'refuse') throw accountFailure(decision.reason, language, { field: 'email' });
          if (decision.action === 'replace_pending') {
            // The claim moves to the new claimant: their account, or a fresh one. Left on the old claimant's
            // account, it would hand whoever holds that account's session the owner's verified email later.
            const accountId = current?.id ?? (await createAccountIn(tx, { displayName: guestDisplayName(), language: body.language, now, stamina: deps.stamina }));
            await updateIdentity(tx, decision.identityId, { passwordHash, accountId });
            return;
          }
          // Nobody signed in: the account exists from now on, but only the code opens it.
          const accountId = current?.id ?? (await createAccountIn(tx, { displayName: guestDisplayName(), language: body.language, now, stamina: deps.stamina }));
          await insertIdentity(tx, { accountId, kind: 'email', subject: body.email, verified: false, passwordHash, now });
        });
      try {
        await claim();
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        await claim();
      }
      return codeSent(code, now);
    },

    async verifyEmail({ body, context: c }) {
      const current = await deps.authenticate(c);
      const language = requestLanguage(c, current);
      const now = deps.now();
      const outcome = await limitedAttempt(deps, c, body.email, now, language, async (attempt) => {
        const stored = await latestVerificationCode(deps.db, body.email);
        if (!stored) {
          attempt.fail();
          throw accountFailure('code_wrong', language, { field: 'code' });
        }
        const checked = checkVerificationCode(stored, body.code, now);
        if (!checked.ok && checked.reason !== 'wrong') throw accountFailure(CODE_ERROR_REASON[checked.reason], language, { field: 'code' });
        // The attempt is taken in the database before the answer counts: parallel guesses cannot share one.
        if (!(await claimVerificationAttempt(deps.db, stored, now, DEFAULT_VERIFICATION_CODE_POLICY.maxAttempts))) {
          // Lost the attempt: say why the code is dead now (used, expired, exhausted), or "wrong" if a newer one replaced it.
          const fresh = await latestVerificationCode(deps.db, body.email);
          const recheck = fresh?.id === stored.id ? checkVerificationCode(fresh, body.code, now) : null;
          const why = !recheck ? 'wrong' : recheck.ok ? 'used' : recheck.reason === 'wrong' ? 'attempts_exhausted' : recheck.reason;
          throw accountFailure(CODE_ERROR_REASON[why], language, { field: 'code' });
        }
        if (!checked.ok) {
          attempt.fail();
          throw accountFailure(CODE_ERROR_REASON.wrong, language, { field: 'code' });
        }
        const result = await deps.db.transaction(async (tx) => {
          // Conditional on not being consumed yet: of two parallel submissions of one code, only one consumes it.
          if (!(await consumeVerificationCode(tx, stored, now))) throw accountFailure('code_used', language, { field: 'code' });
          const identity = await findIdentity(tx, 'email', body.email);
          if (!identity) throw accountFailure('code_wrong', language, { field: 'code' });
          const decision = decideProofOutcome(identity.accountId, current?.id ?? null);
          if (decision.action === 'conflict') throw accountFailure(decision.reason, language);
          const others = (await identitiesOf(tx, identity.accountId)).filter((i) => i.id !== identity.id);
          // Signed out, a code may only open an account made for this claim. One someone can already use (a
          // session, another method) must be confirmed from inside it: the code proves the mailbox, not who
          // chose the account and password.
          if (!current && (others.length > 0 || (await hasLiveSession(tx, identity.accountId, now)))) throw accountFailure('email_confirm_where_added', language, { field: 'email' });
          // One email per account, also when two were claimed before either was confirmed.
          if (others.some((i) => i.kind === 'email' && i.verified)) throw accountFailure('identity_already_linked', language, { field: 'email' });
          await updateIdentity(tx, identity.id, { verified: true, lastUsedAt: now });
          return { accountId: identity.accountId, created: current === null && others.length === 0, linked: current?.id === identity.accountId };
        });
        attempt.succeed();
        return result;
      });
      if (current?.id !== outcome.accountId) await startSession(deps, c, outcome.accountId, current);
      return signedInAnswer(deps.db, outcome.accountId, outcome.created, outcome.linked);
    },

    async resendVerificationCode({ body, context: c }) {
      const language = requestLanguage(c, await deps.authenticate(c));
      const now = deps.now();
      await checkResendCooldown(deps, body.email, now, language);
      // Taken for every address, known or not, so the budget does not tell them apart either.
      const quota = await takeAddressQuota(deps.mailQuota, deps, c, now, language);
      const identity = await findIdentity(deps.db, 'email', body.email);
      if (!identity || identity.verified) {
        // Same answer whether or not a pending registration exists: the endpoint must not reveal accounts.
        return codeSent(issueVerificationCode(body.email, now).record, now);
      }
      const code = await mailNewCode(deps, body.email, { mail: body.language, refusal: language }, now, quota);
      await saveVerificationCode(deps.db, code);
      return codeSent(code, now);
    },

    async loginWithEmail({ body, context: c }) {
      const current = await deps.authenticate(c);
      const language = requestLanguage(c, current);
      const now = deps.now();
      // Counted before any hashing: a hash costs 128 MiB and ~0.3 s, the limit is what makes guessing pointless.
      const identity = await limitedAttempt(deps, c, body.email, now, language, async (attempt) => {
        const found = await findIdentity(deps.db, 'email', body.email);
        // An unknown email is checked against a dummy hash, so both refusals take the same time.
        const matches = await verifyPassword(body.password, found?.passwordHash ?? (await deps.dummyHash()));
        if (!found || !found.passwordHash || !matches) {
          attempt.fail();
          throw accountFailure('wrong_credentials', language);
        }
        if (!found.verified) throw accountFailure('email_not_verified', language);
        attempt.succeed();
        return { ...found, passwordHash: found.passwordHash };
      });
      const rehash = needsRehash(identity.passwordHash, deps.scrypt) ? await hashPassword(body.password, deps.scrypt) : null;
      await updateIdentity(deps.db, identity.id, { lastUsedAt: now, ...(rehash ? { passwordHash: rehash } : {}) });
      if (current?.id !== identity.accountId) await startSession(deps, c, identity.accountId, current);
      return signedInAnswer(deps.db, identity.accountId, false, false);
    },

    async changePassword({ body, player, context: c }) {
      const language = player.language;
      const identity = (await identitiesOf(deps.db, player.id)).find((i) => i.kind === 'email' && i.passwordHash);
      if (!identity?.passwordHash) throw accountFailure('no_password', language);
      const [problem] = checkPasswordRules(body.newPassword, { email: identity.subject });
      if (problem) throw accountFailure(PASSWORD_PROBLEM_REASON[problem], language, { field: 'newPassword' });
      const now = deps.now();
      await limitedAttempt(deps, c, identity.subject, now, language, async (attempt) => {
        if (!(await verifyPassword(body.currentPassword, identity.passwordHash ?? ''))) {
          attempt.fail();
          throw accountFailure('wrong_password', language, { field: 'currentPassword' });
        }
        attempt.succeed();
      });
      const passwordHash = await hashPassword(body.newPassword, deps.scrypt);
      const revokedSessions = await deps.db.transaction(async (tx) => {
        await updateIdentity(tx, identity.id, { passwordHash });
        return revokeOtherSessions(tx, player.id, player.sessionId, now);
      });
      // This browser stays signed in, but on a new token: a copy of the old cookie (the reason one changes a
      // password) dies with the other sessions.
      await startSession(deps, c, player.id, player);
      const when = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(now) + ' UTC';
      // The password has changed whatever happens to the notice: a failed mail is logged, not the answer.
      await deps.mail.send(renderAccountMail('password_changed', language, identity.subject, { when })).catch((error: unknown) => {
        deps.logger.error('password change mail failed', errorFields(error));
      });
      return { revokedSessions };
    },
  };
}
