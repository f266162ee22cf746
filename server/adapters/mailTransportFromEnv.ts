import { ConsoleMailTransport } from '../domain/accounts/consoleMailTransport';
import type { MailTransport } from '../domain/accounts/mailTransport';
import { SmtpMailTransport } from './smtpMailTransport';

/** SMTP when SMTP_URL is set (sender from MAIL_FROM), otherwise the console transport. */
export function mailTransportFromEnv(
  env: { SMTP_URL?: string | undefined; MAIL_FROM?: string | undefined },
  writeLine?: (line: string) => void,
): MailTransport {
  const url = env.SMTP_URL?.trim();
  if (!url) return new ConsoleMailTransport(writeLine);
  return new SmtpMailTransport(url, env.MAIL_FROM?.trim() || 'TCG <no-reply@localhost>');
}
