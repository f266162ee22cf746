import type { AccountLanguage } from '../../../src/contracts/accounts/language';

/** Kinds of account mail the server sends. */
export type AccountMailKind = 'verification_code' | 'password_changed';

/** One mail's translatable parts; `{{name}}` placeholders are filled when rendering. */
export interface AccountMailTemplate {
  subject: string;
  /** Paragraphs of the body; the code (if any) is shown on its own between intro and outro. */
  intro: string;
  outro: string;
}

/**
 * Mail texts as typed data, not in public/locales: mail is rendered by the server for a recipient who may have
 * no browser open, the client's locale files are the client's (served to browsers, cached by the service worker),
 * and keying this by every language in the type makes a missing translation a compile error.
 */
export const ACCOUNT_MAIL_TEMPLATES: Readonly<Record<AccountMailKind, Readonly<Record<AccountLanguage, AccountMailTemplate>>>> = {
  verification_code: {
    en: {
      subject: 'Your TCG verification code: {{code}}',
      intro: 'Enter this code in TCG to confirm your email address:',
      outro: 'The code works for {{minutes}} minutes and only once. If you did not ask for it, ignore this email: nothing changes without the code.',
    },
    ru: {
      subject: 'Код подтверждения TCG: {{code}}',
      intro: 'Введите этот код в TCG, чтобы подтвердить адрес электронной почты:',
      outro: 'Код действует {{minutes}} минут и только один раз. Если вы его не запрашивали, просто проигнорируйте это письмо: без кода ничего не изменится.',
    },
    zh: {
      subject: '你的 TCG 验证码：{{code}}',
      intro: '请在 TCG 中输入此验证码以确认你的电子邮箱地址：',
      outro: '验证码在 {{minutes}} 分钟内有效，且只能使用一次。如果这不是你本人的操作，请忽略此邮件：没有验证码，任何设置都不会改变。',
    },
  },
  password_changed: {
    en: {
      subject: 'Your TCG password was changed',
      intro: 'The password of your TCG account was changed on {{when}}. Every other device was signed out.',
      outro: 'If this was not you, sign in with another linked method or reset your password at once.',
    },
    ru: {
      subject: 'Пароль TCG изменён',
      intro: 'Пароль вашей учётной записи TCG был изменён {{when}}. На всех остальных устройствах выполнен выход.',
      outro: 'Если это были не вы, немедленно войдите другим привязанным способом или смените пароль.',
    },
    zh: {
      subject: '你的 TCG 密码已更改',
      intro: '你的 TCG 账户密码已于 {{when}} 更改，其他所有设备均已退出登录。',
      outro: '如果这不是你本人的操作，请立即使用其他已绑定的方式登录或重置密码。',
    },
  },
};
