import nodemailer, { type Transporter } from 'nodemailer';
import type { MailMessage, MailTransport } from '../domain/accounts/mailTransport';

/**
 * Real delivery over SMTP with nodemailer, configured by one URL: `smtp://user:pass@host:587` (STARTTLS when the
 * server offers it) or `smtps://user:pass@host:465` (TLS from the start). Connections are pooled.
 */
export class SmtpMailTransport implements MailTransport {
  /** {@inheritDoc MailTransport.kind} */
  readonly kind = 'smtp';
  private readonly transporter: Transporter;

  /** `from` is the sender address, e.g. `TCG <no-reply@example.com>`. */
  constructor(smtpUrl: string, private readonly from: string) {
    const url = new URL(smtpUrl);
    if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new Error(`SMTP_URL must start with smtp:// or smtps://, got ${url.protocol}`);
    // nodemailer reads the URL itself (auth, port, secure, query options such as ?tls.rejectUnauthorized=false).
    this.transporter = nodemailer.createTransport(`${smtpUrl}${smtpUrl.includes('?') ? '&' : '?'}pool=true`);
  }

  /** {@inheritDoc MailTransport.send} */
  async send(message: MailMessage): Promise<void> {
    await this.transporter.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
  }

  /** {@inheritDoc MailTransport.close} */
  async close(): Promise<void> {
    this.transporter.close();
  }
}
