import type { Hono } from 'hono';
import { createApiClient, type ApiClient, type FetchLike } from '../../src/services/api';

/** One browser talking to the app: a cookie jar, the typed client, and raw requests that share the jar. */
export interface BrowserSession {
  client: ApiClient;
  /** Cookies this browser holds, by name. */
  cookies: Map<string, string>;
  /** A raw request with this browser's cookies (for checks the typed client would not make, e.g. no CSRF header). */
  request(path: string, init?: RequestInit): Promise<Response>;
  /** Every Set-Cookie header the app sent this browser, oldest first. */
  setCookies: string[];
}

/** Where a browser's requests go: the app in-process (a Hono app), or a real server over the network. */
export interface RequestTarget {
  request(url: string, init: RequestInit): Response | Promise<Response>;
}

/** A target that sends over the network (a fleet behind its proxy). */
export const networkTarget: RequestTarget = { request: (url, init) => fetch(url, init) };

/** Creates a browser with an empty cookie jar on `app` (no network: `app.request`), or on a {@link RequestTarget}. */
export function browserSession(app: Hono | RequestTarget, origin = 'http://test.local'): BrowserSession {
  const cookies = new Map<string, string>();
  const setCookies: string[] = [];
  const send: FetchLike = async (url, init) => {
    const headers = new Headers(init.headers);
    if (cookies.size > 0) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await app.request(url, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      setCookies.push(line);
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === '' || /max-age=0/i.test(line)) cookies.delete(name);
      else cookies.set(name, value);
    }
    return response;
  };
  return {
    client: createApiClient({ baseUrl: origin, fetch: send }),
    cookies,
    setCookies,
    request: (path, init = {}) => send(`${origin}${path}`, init),
  };
}
