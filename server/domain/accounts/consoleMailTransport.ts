import type { MailMessage, MailTransport } from './mailTransport';

/**
 * The default transport: writes each mail as one structured JSON log line, so a developer (or a test reading the
 * server's output) can take the verification code from the log. Nothing leaves the machine.
 */
export class ConsoleMailTransport implements MailTransport {
  /** {@inheritDoc MailTransport.kind} */
  readonly kind = 'console';

  /** `writeLine` defaults to stdout; pass the server's logger to keep one log format. */
  constructor(private readonly writeLine: (line: string) => void = (line) => process.stdout.write(`${line}\n`)) {}

  /** {@inheritDoc MailTransport.send} */
  async send(message: MailMessage): Promise<void> {
    this.writeLine(JSON.stringify({ level: 'info', msg: 'mail (console transport: not sent)', to: message.to, subject: message.subject, text: message.text }));
  }

  /** {@inheritDoc MailTransport.close} */
  async close(): Promise<void> {}
}
