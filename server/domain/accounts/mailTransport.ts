/** One email, already rendered. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Something that delivers mail. Implementations: console (default), SMTP, in-memory (tests). */
export interface MailTransport {
  /** For logs and the health of the configuration ("console" warns that no mail leaves the machine). */
  readonly kind: 'console' | 'smtp' | 'memory';
  send(message: MailMessage): Promise<void>;
  /** Releases connections (SMTP); called on graceful shutdown. */
  close(): Promise<void>;
}
