import type { MailMessage, MailTransport } from './mailTransport';

/** Keeps sent mail in an outbox: for server tests that must read the code a player would receive. */
export class MemoryMailTransport implements MailTransport {
  /** {@inheritDoc MailTransport.kind} */
  readonly kind = 'memory';
  /** Every message sent, oldest first. */
  readonly outbox: MailMessage[] = [];

  /** {@inheritDoc MailTransport.send} */
  async send(message: MailMessage): Promise<void> {
    this.outbox.push(message);
  }

  /** The newest message to `to`, if any. */
  lastTo(to: string): MailMessage | undefined {
    return this.outbox.filter((m) => m.to === to).at(-1);
  }

  /** {@inheritDoc MailTransport.close} */
  async close(): Promise<void> {}
}
