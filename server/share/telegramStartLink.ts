/** The link that opens the bot's main Mini App with a start parameter: `https://t.me/<bot>?startapp=<parameter>`. */
export function telegramStartLink(botUsername: string, startParam: string): string {
  return `https://t.me/${botUsername}?startapp=${startParam}`;
}
