import { create } from 'zustand';

/** Debug mode asked for by a /launch link on the web (`?startapp=debug`); inside Telegram the shell sets its own. */
export const useDebugMode = create<{ on: boolean }>(() => ({ on: false }));
