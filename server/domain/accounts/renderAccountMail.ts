import type { AccountLanguage } from '../../../src/contracts/accounts/language';
import { ACCOUNT_MAIL_TEMPLATES, type AccountMailKind } from './accountMailTemplates';
import type { MailMessage } from './mailTransport';

function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`mail template placeholder {{${name}}} has no value`);
    return value;
  });
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * Renders an account mail in the player's language as plain text plus a minimal HTML part. `code`, when given,
 * stands alone between the intro and outro in large monospace type so it is easy to copy.
 */
export function renderAccountMail(
  kind: AccountMailKind,
  language: AccountLanguage,
  to: string,
  values: Readonly<Record<string, string>>,
): MailMessage {
  const template = ACCOUNT_MAIL_TEMPLATES[kind][language];
  const subject = fill(template.subject, values);
  const intro = fill(template.intro, values);
  const outro = fill(template.outro, values);
  const code = values.code;
  const text = [intro, ...(code ? [`    ${code}`] : []), outro, '— TCG'].join('\n\n');
  const html = [
    `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;line-height:1.5">`,
    `<p>${escapeHtml(intro)}</p>`,
    code ? `<p style="font-size:28px;font-family:ui-monospace,monospace;letter-spacing:6px"><strong>${escapeHtml(code)}</strong></p>` : '',
    `<p>${escapeHtml(outro)}</p><p>— TCG</p></body></html>`,
  ].join('');
  return { to, subject, text, html };
}
