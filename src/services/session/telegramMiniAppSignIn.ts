import type { SignedIn } from '../../contracts/accounts';
import { api } from '../../contracts/api';
import { apiClient } from '../api';

/**
 * Inside the Telegram mini-app: sends the raw, signed initData of the launch parameters to the server, which
 * checks Telegram's signature and signs the player in (creating the account on first launch). Lazy chunk: it
 * shares the Telegram SDK chunk the shell already loaded.
 */
export async function signInWithTelegramMiniApp(): Promise<SignedIn | null> {
  const { retrieveRawInitData } = await import('@tma.js/sdk-react');
  const initData = retrieveRawInitData();
  if (!initData) return null;
  return apiClient.call(api.loginWithTelegramMiniApp, { body: { initData } });
}
