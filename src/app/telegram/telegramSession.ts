import { create } from 'zustand';
import type { TelegramSession } from '../../services/telegram/startTelegram';

/** The Telegram session once the shell started (null outside Telegram or while starting). */
export const useTelegramStore = create<{ session: TelegramSession | null }>(() => ({ session: null }));
