import type { IdentityKind } from '../../../src/contracts/accounts/account';

/**
 * How a linked sign-in method is shown in /setting: enough to recognise it, not enough to leak it from a
 * screenshot. Email: first and last character of the local part ("p•••r@example.com"); Telegram: @username or
 * the first name; Google/Apple: the email if the provider shared one; wallets: 0x1234…abcd (SPEC's 4 + 4).
 */
export function identityLabel(kind: IdentityKind, value: { email?: string | null; username?: string | null; name?: string | null; address?: string | null }): string {
  switch (kind) {
    case 'email':
      return maskEmail(value.email ?? '');
    case 'google':
    case 'apple':
      // Apple may withhold the email; then the name, else the provider's name.
      return value.email ? maskEmail(value.email) : (value.name ?? (kind === 'google' ? 'Google' : 'Apple'));
    case 'telegram':
      return value.username ? `@${value.username}` : value.name ?? 'Telegram';
    case 'evm_wallet':
    case 'ton_wallet': {
      const a = value.address ?? '';
      return a.length > 10 ? `${a.slice(0, 4)}…${a.slice(-4)}` : a;
    }
  }
}

/** "player@example.com" -> "p•••r@example.com"; local parts of 1-2 characters keep only the first. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return '•••';
  const local = [...email.slice(0, at)];
  const shown = local.length <= 2 ? `${local[0] ?? ''}•••` : `${local[0]}•••${local[local.length - 1]}`;
  return `${shown}${email.slice(at)}`;
}
