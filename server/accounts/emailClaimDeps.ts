import type { Db } from '../db/database';
import type { MailTransport } from '../domain/accounts/mailTransport';
import type { AddressQuota } from '../domain/auth/addressQuota';
import type { PasswordHasher } from '../domain/auth/passwordHasher';
import type { SignInLimiter } from '../domain/auth/signInLimiter';
import type { StaminaConfig } from '../domain/economy/stamina';
import type { Logger } from '../logger';

/** What the email registration use cases (register, confirm, resend) work with. */
export interface EmailClaimDeps {
  db: Db;
  mail: MailTransport;
  logger: Logger;
  passwords: PasswordHasher;
  /** Registrations and code mails per client address. */
  mailQuota: AddressQuota;
  /** One registration or code mail per email address a minute. */
  mailboxCooldown: AddressQuota;
  /** Counted code guesses per address and per email. */
  limiter: SignInLimiter;
  stamina: StaminaConfig;
}
