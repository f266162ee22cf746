import { readStartParam } from './readStartParam';
import { parseStartParam, type StartParam } from './startParam';

function storedLaunchParams(): string | null {
  try {
    return sessionStorage.getItem('tapps/launchParams');
  } catch {
    return null;
  }
}

/**
 * This page's start parameter, parsed: from the URL, or from the launch parameters Telegram's SDK stored for the
 * tab (so it survives a reload inside the mini-app).
 */
export function launchStartParam(): StartParam {
  return parseStartParam(readStartParam({ search: window.location.search, hash: window.location.hash, storedLaunchParams: storedLaunchParams() }));
}
