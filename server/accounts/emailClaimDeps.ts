import type { AppDeps } from '../appDeps';

/**
 * What the email registration use cases (register, confirm, resend) take from the app's dependencies: the
 * database and repositories, the mail transport, hashing, the per-address and per-mailbox quotas, the code-guess
 * limiter and the starting stamina.
 */
export type EmailClaimDeps = Pick<AppDeps, 'db' | 'repositories' | 'mail' | 'logger' | 'passwords' | 'mailQuota' | 'mailboxCooldown' | 'limiter' | 'stamina'>;
