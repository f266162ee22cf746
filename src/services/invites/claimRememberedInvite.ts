import { api } from '../../contracts/api';
import { apiClient } from '../api';
import { appLog } from '../debug/appLog';
import { forgetInviteCode, rememberedInviteCode } from '../launch/inviteCode';
import { launchStartParam } from '../launch/launchStartParam';
import { deviceId } from './deviceId';

/**
 * Sends the invite code this browser arrived with (a /launch `i_<code>` link, remembered by the launch screen or
 * still in this page's launch parameters: the mini-app's sign-in can finish before the launch screen has loaded)
 * right after a new account was created, then forgets it. Best effort: a refused or failed claim never blocks
 * the sign-up.
 */
export async function claimRememberedInvite(): Promise<void> {
  const launched = launchStartParam();
  const code = rememberedInviteCode() ?? (launched.kind === 'invite' ? launched.code : null);
  if (!code) return;
  try {
    await apiClient.call(api.claimInvite, { body: { code, deviceId: deviceId() } });
  } catch (error) {
    appLog('warn', `invite: claim refused: ${String(error)}`);
  } finally {
    forgetInviteCode();
  }
}
