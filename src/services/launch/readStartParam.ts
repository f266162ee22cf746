/** Where a start parameter can come from: the page URL and what Telegram's SDK stored for this tab. */
export interface StartParamSources {
  search: string;
  hash: string;
  /** sessionStorage `tapps/launchParams`: the SDK keeps the launch parameters there across reloads. */
  storedLaunchParams?: string | null;
}

function fromLaunchParams(text: string): string | null {
  const params = new URLSearchParams(text.replace(/^[#?]/, ''));
  const direct = params.get('tgWebAppStartParam');
  if (direct) return direct;
  // Older clients put it only inside the signed initData.
  const initData = params.get('tgWebAppData');
  return initData ? new URLSearchParams(initData).get('start_param') : null;
}

/**
 * The raw start parameter of this launch: Telegram's launch parameters (URL hash, or the SDK's stored copy
 * after a reload), else the web link's query `?startapp=` (the name Telegram uses in t.me links) or
 * `?tgWebAppStartParam=`. Null when there is none.
 */
export function readStartParam(sources: StartParamSources): string | null {
  const fromHash = fromLaunchParams(sources.hash);
  if (fromHash) return fromHash;
  const query = new URLSearchParams(sources.search);
  const fromQuery = query.get('startapp') ?? query.get('tgWebAppStartParam');
  if (fromQuery) return fromQuery;
  if (sources.storedLaunchParams) {
    try {
      const stored: unknown = JSON.parse(sources.storedLaunchParams);
      if (typeof stored === 'string') return fromLaunchParams(stored);
    } catch {
      return fromLaunchParams(sources.storedLaunchParams);
    }
  }
  return null;
}
