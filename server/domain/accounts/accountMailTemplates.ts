import type { AccountLanguage } from '../../../src/contracts/accounts/language';

/** Kinds of account mail the server sends. */
export type AccountMailKind = 'verification_code' | 'verification_code_contested' | 'registration_attempt' | 'password_changed';

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
  // Another browser has a pending registration for this address too: the mailbox owner learns that someone else
  // typed it, and that whoever enters a code sets the password they chose in their own browser, nobody else's.
  verification_code_contested: {
    en: {
      subject: 'Your TCG verification code: {{code}}',
      intro: 'Someone asked to register this address in TCG again. If it was you, enter this code in the browser where you registered:',
      outro: 'The code works for {{minutes}} minutes and only once. If you did not ask for it, someone typed your address: ignore this email and share the code with nobody. Without a code sent here the address cannot be used, and the password is the one chosen where the code is entered.',
    },
    ru: {
      subject: 'Код подтверждения TCG: {{code}}',
      intro: 'Кто-то снова запросил регистрацию этого адреса в TCG. Если это вы, введите код в том браузере, где регистрировались:',
      outro: 'Код действует {{minutes}} минут и только один раз. Если вы его не запрашивали, кто-то ввёл ваш адрес: проигнорируйте письмо и никому не сообщайте код. Без кода из этого письма адрес использовать нельзя, а пароль будет тем, что выбран там, где введён код.',
    },
    zh: {
      subject: '你的 TCG 验证码：{{code}}',
      intro: '有人再次请求用此地址注册 TCG。如果是你本人，请在注册时使用的浏览器中输入此验证码：',
      outro: '验证码在 {{minutes}} 分钟内有效，且只能使用一次。如果这不是你本人的操作，说明有人输入了你的地址：请忽略此邮件，不要把验证码告诉任何人。没有发到这里的验证码，此地址无法被使用；密码以输入验证码的那一方所设置的为准。',
    },
  },
  // Registering an address that already has an account answers like any registration (so it reveals nothing);
  // the owner is told here instead.
  registration_attempt: {
    en: {
      subject: 'Someone tried to register your TCG address',
      intro: 'Someone tried to create a new TCG account with this address on {{when}}, but it already belongs to your account. Nothing was changed.',
      outro: 'If it was you, simply sign in with your password or another linked method. If it was not you, you can ignore this email.',
    },
    ru: {
      subject: 'Кто-то пытался зарегистрировать ваш адрес в TCG',
      intro: '{{when}} кто-то пытался создать новую учётную запись TCG с этим адресом, но он уже принадлежит вашей учётной записи. Ничего не изменилось.',
      outro: 'Если это были вы, просто войдите с паролем или другим привязанным способом. Если нет, проигнорируйте это письмо.',
    },
    zh: {
      subject: '有人尝试注册你的 TCG 邮箱',
      intro: '{{when}}，有人尝试用此地址创建新的 TCG 账户，但该地址已属于你的账户。没有任何更改。',
      outro: '如果是你本人，直接用密码或其他已绑定的方式登录即可。如果不是，请忽略此邮件。',
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
