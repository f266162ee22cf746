import { ComingSoon } from '../shared/ComingSoon';

/** /telegram-login: its feature arrives in a later issue; until then a translated page names the screen. */
export default function TelegramLoginScreen() {
  return <ComingSoon screen="telegramLogin" />;
}
