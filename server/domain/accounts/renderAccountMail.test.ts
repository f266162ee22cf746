import { describe, expect, it } from 'vitest';
import { accountLanguage } from '../../../src/contracts/accounts/language';
import { ACCOUNT_MAIL_TEMPLATES } from './accountMailTemplates';
import { renderAccountMail } from './renderAccountMail';

describe('renderAccountMail', () => {
  it('renders the verification code mail in every language with the code and lifetime', () => {
    for (const lng of accountLanguage.options) {
      const mail = renderAccountMail('verification_code', lng, 'p@example.com', { code: '042917', minutes: '15' });
      expect(mail.to).toBe('p@example.com');
      expect(mail.subject).toContain('042917');
      expect(mail.text).toContain('042917');
      expect(mail.text).toContain('15');
      expect(mail.html).toContain('<strong>042917</strong>');
      expect(mail.html).toContain(`lang="${lng}"`);
      expect(mail.text).not.toMatch(/\{\{/);
    }
  });

  it('uses the right language', () => {
    expect(renderAccountMail('verification_code', 'ru', 'a@b.co', { code: '1', minutes: '15' }).subject).toBe('Код подтверждения TCG: 1');
    expect(renderAccountMail('verification_code', 'zh', 'a@b.co', { code: '1', minutes: '15' }).subject).toBe('你的 TCG 验证码：1');
  });

  it('escapes values in the HTML part', () => {
    const mail = renderAccountMail('password_changed', 'en', 'a@b.co', { when: '<b>now</b>' });
    expect(mail.html).toContain('&lt;b&gt;now&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>now</b>');
  });

  it('fails loudly on a missing placeholder value instead of mailing "{{code}}"', () => {
    expect(() => renderAccountMail('verification_code', 'en', 'a@b.co', { minutes: '15' })).toThrow(/code/);
  });

  it('every language uses the same placeholders as English', () => {
    const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const byLanguage of Object.values(ACCOUNT_MAIL_TEMPLATES)) {
      for (const lng of accountLanguage.options) {
        for (const part of ['subject', 'intro', 'outro'] as const) {
          expect(placeholders(byLanguage[lng][part])).toEqual(placeholders(byLanguage.en[part]));
        }
      }
    }
  });
});
