import type { AccountRefusalReason } from '../../src/contracts/accounts/accountRefusalReason';
import type { AccountLanguage } from '../../src/contracts/accounts/language';
import { refuse, type Outcome } from '../../src/contracts/api/refusal';
import { TELEGRAM_ERROR_REASON } from '../domain/accounts/accountRefusalReasonFor';
import { identityLabel } from '../domain/accounts/identityLabel';
import { validateTelegramInitData } from '../domain/auth/telegramInitData';
import { validateTelegramLoginWidget } from '../domain/auth/telegramLoginWidget';
import type { AppDeps } from '../appDeps';
import { signInWithProof } from './signInWithProof';
import type { SignInResult } from './signedIn';
import type { Visitor } from './visitor';

/** What Telegram signed: the mini-app's initData string, or the Login Widget's fields. */
export type TelegramProof = { via: 'mini_app'; initData: string } | { via: 'widget'; authData: Readonly<Record<string, string | number>> };

/**
 * Telegram sign-in (docs/ACCOUNTS.md, "Telegram"): the mini-app's initData or the Login Widget's data, each checked
 * against the bot token per Telegram's rules (forgery and tampering look the same to the player), then the proof's
 * one ending (`signInWithProof`).
 */
export async function signInWithTelegram(
  deps: Pick<AppDeps, 'db' | 'repositories' | 'revocations' | 'sessionPolicy' | 'sessionCap' | 'stamina' | 'identitySignIns' | 'auth'>,
  input: { proof: TelegramProof; visitor: Visitor; language: AccountLanguage; now: Date },
): Promise<Outcome<SignInResult, AccountRefusalReason>> {
  const { telegram } = deps.auth;
  const field = input.proof.via === 'mini_app' ? 'initData' : 'authData';
  const checked =
    input.proof.via === 'mini_app'
      ? validateTelegramInitData(input.proof.initData, telegram.botToken, input.now, telegram.miniApp)
      : validateTelegramLoginWidget(input.proof.authData, telegram.botToken, input.now, telegram.widget);
  if (!checked.ok) return refuse(TELEGRAM_ERROR_REASON[checked.error], checked.error === 'not_configured' ? {} : { field });
  const user = 'data' in checked ? checked.data.user : checked.user;
  return signInWithProof(deps, {
    proof: {
      kind: 'telegram',
      subject: String(user.id),
      displayHint: identityLabel('telegram', { username: user.username ?? null, name: user.first_name }),
      suggestedName: user.first_name,
      language: input.language,
    },
    visitor: input.visitor,
    now: input.now,
  });
}
