import type { AccountRefusalReason } from '../../../src/contracts/accounts/accountRefusalReason';
import type { AccountLanguage } from '../../../src/contracts/accounts/language';

/**
 * What each account refusal says to the player, in every account language (`{{when}}` = a relative time). Sign-in
 * refusals never say which part was wrong beyond what the player needs ("wrong email or password", not "no such
 * account"), so they cannot be used to find accounts. HTTP statuses live in `server/http/accountRefusals.ts`.
 */
export const ACCOUNT_MESSAGES: Readonly<Record<AccountRefusalReason, Readonly<Record<AccountLanguage, string>>>> = {
  not_signed_in: {
    en: 'Please sign in first.',
    ru: 'Сначала войдите в игру.',
    zh: '请先登录。',
  },
  session_expired: {
    en: 'Your session has ended. Please sign in again.',
    ru: 'Сеанс завершён. Войдите снова.',
    zh: '会话已结束，请重新登录。',
  },
  csrf_rejected: {
    en: 'This request did not come from the game and was refused.',
    ru: 'Запрос пришёл не из игры и был отклонён.',
    zh: '此请求并非来自游戏，已被拒绝。',
  },
  email_taken: {
    en: 'An account with this email already exists. Sign in instead.',
    ru: 'Учётная запись с этой почтой уже существует. Войдите в неё.',
    zh: '该邮箱已注册账户，请直接登录。',
  },
  email_not_verified: {
    en: 'Confirm your email first: enter the code we sent you.',
    ru: 'Сначала подтвердите почту: введите код из письма.',
    zh: '请先验证邮箱：输入我们发送给你的验证码。',
  },
  wrong_credentials: {
    en: 'Wrong email or password.',
    ru: 'Неверная почта или пароль.',
    zh: '邮箱或密码错误。',
  },
  wrong_password: {
    en: 'The current password is wrong.',
    ru: 'Текущий пароль указан неверно.',
    zh: '当前密码错误。',
  },
  password_too_weak: {
    en: 'Use a password of 8 to 128 characters.',
    ru: 'Пароль должен содержать от 8 до 128 символов.',
    zh: '密码长度须为 8 到 128 个字符。',
  },
  password_same_as_email: {
    en: 'Your password must not be your email address or name.',
    ru: 'Пароль не должен совпадать с почтой или именем.',
    zh: '密码不能与邮箱地址或名称相同。',
  },
  password_common: {
    en: 'This password is too common and easy to guess. Choose another.',
    ru: 'Этот пароль слишком распространён и легко угадывается. Выберите другой.',
    zh: '该密码过于常见，容易被猜到，请换一个。',
  },
  password_repetitive: {
    en: 'Avoid repeated or sequential characters such as "aaaa" or "1234".',
    ru: 'Не используйте повторы и последовательности вроде «aaaa» или «1234».',
    zh: '请避免使用“aaaa”或“1234”这类重复或连续的字符。',
  },
  code_wrong: {
    en: 'That code is not right. Check the email and try again.',
    ru: 'Код неверный. Проверьте письмо и попробуйте снова.',
    zh: '验证码不正确，请检查邮件后重试。',
  },
  code_expired: {
    en: 'This code has expired. Ask for a new one.',
    ru: 'Срок действия кода истёк. Запросите новый.',
    zh: '验证码已过期，请重新获取。',
  },
  code_used: {
    en: 'This code has already been used. Ask for a new one.',
    ru: 'Этот код уже использован. Запросите новый.',
    zh: '该验证码已被使用，请重新获取。',
  },
  code_attempts_exhausted: {
    en: 'Too many wrong codes. Ask for a new one.',
    ru: 'Слишком много неверных попыток. Запросите новый код.',
    zh: '错误次数过多，请重新获取验证码。',
  },
  code_resend_too_soon: {
    en: 'A code was just sent. You can ask for another {{when}}.',
    ru: 'Код только что отправлен. Новый можно запросить {{when}}.',
    zh: '验证码刚刚已发送，{{when}}可再次获取。',
  },
  rate_limited: {
    en: 'Too many attempts. Try again {{when}}.',
    ru: 'Слишком много попыток. Повторите {{when}}.',
    zh: '尝试次数过多，请{{when}}再试。',
  },
  telegram_not_configured: {
    en: 'Telegram sign-in is not set up on this server.',
    ru: 'Вход через Telegram на этом сервере не настроен.',
    zh: '此服务器未配置 Telegram 登录。',
  },
  telegram_signature_invalid: {
    en: 'Telegram could not confirm who you are. Reopen the game from Telegram.',
    ru: 'Telegram не подтвердил вашу личность. Откройте игру из Telegram заново.',
    zh: 'Telegram 无法确认你的身份，请从 Telegram 重新打开游戏。',
  },
  telegram_expired: {
    en: 'The Telegram sign-in has expired. Reopen the game from Telegram.',
    ru: 'Вход через Telegram устарел. Откройте игру из Telegram заново.',
    zh: 'Telegram 登录已过期，请从 Telegram 重新打开游戏。',
  },
  telegram_malformed: {
    en: 'The Telegram sign-in data is incomplete.',
    ru: 'Данные входа через Telegram неполные.',
    zh: 'Telegram 登录数据不完整。',
  },
  mail_unavailable: {
    en: 'We could not send the email just now. Please try again in a few minutes.',
    ru: 'Сейчас не удалось отправить письмо. Попробуйте ещё раз через несколько минут.',
    zh: '暂时无法发送邮件，请几分钟后重试。',
  },
  provider_not_configured: {
    en: 'This sign-in method is not set up on this server.',
    ru: 'Этот способ входа на сервере не настроен.',
    zh: '此服务器未配置该登录方式。',
  },
  id_token_invalid: {
    en: 'The sign-in could not be verified. Please try again.',
    ru: 'Не удалось проверить вход. Попробуйте ещё раз.',
    zh: '无法验证此次登录，请重试。',
  },
  id_token_expired: {
    en: 'The sign-in took too long and expired. Please try again.',
    ru: 'Вход занял слишком много времени и устарел. Попробуйте ещё раз.',
    zh: '登录耗时过长已过期，请重试。',
  },
  id_token_wrong_audience: {
    en: 'This sign-in was issued for another app.',
    ru: 'Этот вход выдан для другого приложения.',
    zh: '此登录凭证属于其他应用。',
  },
  id_token_wrong_issuer: {
    en: 'This sign-in did not come from the expected provider.',
    ru: 'Этот вход выдан не тем провайдером.',
    zh: '此登录凭证并非来自预期的提供方。',
  },
  nonce_invalid: {
    en: 'This sign-in was not started here. Please try again.',
    ru: 'Этот вход начат не здесь. Попробуйте ещё раз.',
    zh: '此登录并非在此发起，请重试。',
  },
  nonce_expired: {
    en: 'The sign-in took too long. Please try again.',
    ru: 'Вход занял слишком много времени. Попробуйте ещё раз.',
    zh: '登录耗时过长，请重试。',
  },
  nonce_used: {
    en: 'This sign-in has already been used. Please try again.',
    ru: 'Этот вход уже использован. Попробуйте ещё раз.',
    zh: '此登录凭证已被使用，请重试。',
  },
  identity_in_use: {
    en: 'This sign-in method belongs to another account. Sign out to use that account.',
    ru: 'Этот способ входа принадлежит другой учётной записи. Выйдите, чтобы войти в неё.',
    zh: '此登录方式已属于另一个账户。请先退出再登录该账户。',
  },
  email_confirm_where_added: {
    en: 'This email was added to an account that is signed in elsewhere. Confirm it there, signed in to that account.',
    ru: 'Эта почта добавлена к учётной записи, в которую вошли на другом устройстве. Подтвердите её там, войдя в эту учётную запись.',
    zh: '此邮箱已添加到在其他设备上登录的账户。请在该账户登录的状态下确认。',
  },
  identity_already_linked: {
    en: 'This sign-in method is already linked to your account.',
    ru: 'Этот способ входа уже привязан к вашей учётной записи.',
    zh: '此登录方式已绑定到你的账户。',
  },
  last_identity: {
    en: 'This is your only way to sign in, so it cannot be removed. Link another method first.',
    ru: 'Это единственный способ входа, его нельзя удалить. Сначала привяжите другой.',
    zh: '这是你唯一的登录方式，无法移除。请先绑定其他方式。',
  },
  unknown_avatar: {
    en: 'Choose an avatar from the card set.',
    ru: 'Выберите аватар из набора карт.',
    zh: '请从卡牌中选择头像。',
  },
  insufficient_funds: {
    en: 'Not enough currency for this.',
    ru: 'Недостаточно валюты.',
    zh: '货币不足。',
  },
  insufficient_stamina: {
    en: 'Not enough stamina. It is full again {{when}}.',
    ru: 'Недостаточно выносливости. Она восстановится {{when}}.',
    zh: '体力不足，{{when}}恢复。',
  },
  idempotency_conflict: {
    en: 'This request was already used for a different operation.',
    ru: 'Этот запрос уже использован для другой операции.',
    zh: '此请求已用于其他操作。',
  },
  identity_not_found: {
    en: 'This sign-in method is not linked to your account.',
    ru: 'Этот способ входа не привязан к вашей учётной записи.',
    zh: '此登录方式未绑定到你的账户。',
  },
  session_not_found: {
    en: 'This session does not exist or has already ended.',
    ru: 'Этот сеанс не существует или уже завершён.',
    zh: '此会话不存在或已结束。',
  },
  no_password: {
    en: 'This account has no password yet. Link an email to set one.',
    ru: 'У этой учётной записи ещё нет пароля. Привяжите почту, чтобы задать его.',
    zh: '此账户尚未设置密码。请绑定邮箱以设置密码。',
  },
  stamina_full: {
    en: 'Your stamina is too high to recover more right now.',
    ru: 'Выносливости слишком много, восстановить ещё сейчас нельзя.',
    zh: '你的体力过高，暂时无法再恢复。',
  },
  email_claim_missing: {
    en: 'This browser has no registration waiting for this address. Register here again and enter the new code.',
    ru: 'В этом браузере нет ожидающей регистрации для этого адреса. Зарегистрируйтесь здесь ещё раз и введите новый код.',
    zh: '此浏览器中没有该地址的待确认注册。请在这里重新注册并输入新的验证码。',
  },
  server_busy: {
    en: 'The server is busy right now. Try again {{when}}.',
    ru: 'Сервер сейчас занят. Попробуйте снова {{when}}.',
    zh: '服务器正忙，请{{when}}重试。',
  },
};

/** "in 3 minutes" / "через 3 минуты" / "3分钟后": the wait in the player's language, with correct plurals. */
export function formatWait(seconds: number, language: AccountLanguage): string {
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'always' });
  if (seconds < 60) return format.format(Math.max(1, Math.ceil(seconds)), 'second');
  if (seconds < 3600) return format.format(Math.ceil(seconds / 60), 'minute');
  return format.format(Math.ceil(seconds / 3600), 'hour');
}

/** The player's message for a reason, the wait (if any) filled in. */
export function accountMessage(reason: AccountRefusalReason, language: AccountLanguage, retryAfterSeconds?: number): string {
  const when = retryAfterSeconds === undefined ? '' : formatWait(retryAfterSeconds, language);
  return ACCOUNT_MESSAGES[reason][language].replace('{{when}}', when);
}
