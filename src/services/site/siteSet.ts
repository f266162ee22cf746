/** Which routes a host serves (SPEC §2). `merged` = public and app together (development and unknown hosts). */
export type SiteSet = 'public' | 'app' | 'merged';

/** Main game domain used when VITE_MAIN_DOMAIN is not set at build time. */
export const DEFAULT_MAIN_DOMAIN = 'tcg.game';

/** The main game domain of this build (lower case, no port). */
export const MAIN_DOMAIN: string = normalizeHost(import.meta.env.VITE_MAIN_DOMAIN || DEFAULT_MAIN_DOMAIN);

/**
 * Picks the site set for a host name (SPEC §2): `w.`/`www.` or the main game domain itself -> public;
 * `a.`/`app.` -> app; anything else (localhost, IPs, preview hosts) -> merged. A port is ignored.
 */
export function siteSetForHost(host: string, mainDomain: string = MAIN_DOMAIN): SiteSet {
  const name = normalizeHost(host);
  const main = normalizeHost(mainDomain);
  if (name.startsWith('w.') || name.startsWith('www.')) return 'public';
  if (name.startsWith('a.') || name.startsWith('app.')) return 'app';
  if (main !== '' && name.startsWith(main)) return 'public';
  return 'merged';
}

/**
 * Where the public site's Play button leads: on a public host, the `app.` host of the same domain (the
 * site set is chosen by host, so the app lives elsewhere); on a merged host, the app's main screen here.
 */
export function playUrlForHost(host: string, protocol: string, mainDomain: string = MAIN_DOMAIN): string {
  if (siteSetForHost(host, mainDomain) !== 'public') return '/main';
  const [name = '', port] = host.toLowerCase().split(':');
  const bare = name.replace(/^(www|w)\./, '');
  return `${protocol}//app.${bare}${port ? `:${port}` : ''}/`;
}

function normalizeHost(host: string): string {
  return (host.toLowerCase().split(':')[0] ?? '').replace(/\.$/, '');
}
