import { create } from 'zustand';
import type { TelegramSession } from '../../services/telegram/startTelegram';

/**
 * The Telegram session once the shell started (null outside Telegram or while starting), and the account the
 * mini-app's automatic sign-in created on this page, if it created one (the launch screen may mount after that
 * sign-in, and must still send an invited newcomer to the new-player start).
 */
export const useTelegramStore = create<{ session: TelegramSession | null; createdAccountId: string | null }>(() => ({
  session: null,
  createdAccountId: null,
}));
