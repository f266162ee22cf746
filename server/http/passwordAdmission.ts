import type { Hono } from 'hono';
import { ipRateKey } from '../domain/auth/ipRateKey';
import type { PasswordHasher } from '../domain/auth/passwordHasher';
import { requestIp } from './requestContext';

/** The endpoints that hash a password: sign-in, registration, password change. */
export const PASSWORD_ROUTES = ['/api/auth/email/login', '/api/auth/email/register', '/api/auth/password'] as const;

/**
 * Lets a password request in only if the KDF could take its hash (`PasswordHasher.enter`): at most the client
 * address's share of them at once, and none while the pool's queue is full. A refused one answers 429 or 503
 * with Retry-After before it touches the database, so a burst costs almost nothing.
 */
export function installPasswordAdmission(app: Hono, passwords: PasswordHasher, trustProxy: boolean): void {
  for (const route of PASSWORD_ROUTES) {
    app.use(route, async (c, next) => {
      if (c.req.method !== 'POST') return next();
      const leave = passwords.enter(ipRateKey(requestIp(c, trustProxy)));
      try {
        await next();
      } finally {
        leave();
      }
    });
  }
}
