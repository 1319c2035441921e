/**
 * Device cookies (OWASP, "Slowing down online guessing attacks with device cookies"): a browser that
 * has signed in to an account is given a cookie naming that account and a random nonce, signed
 * with HMAC-SHA256. On later sign-ins it proves the browser is a known device of that account, so
 * it is counted on its own and keeps signing in while strangers guessing the same account's
 * password are slowed and locked out.
 *
 * The key is stored in the database (app_setting), created once by whichever instance needs it
 * first, so every instance on the database signs and checks the same cookies.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { AppSetting } from '../db/app-setting.entity.ts';
import type { Em } from '../db/orm.ts';

export const deviceCookieName = 'device';
/** How long a browser stays a known device without signing in again. */
export const deviceCookieMaxAgeSeconds = 180 * 24 * 60 * 60;

const keySetting = 'device-cookie-key';
/** A cookie longer than this is not looked at (nonce, account and signature take about 140 characters). */
const maximumCookieLength = 256;

export interface DeviceCookies {
  /** A new signed cookie value for a browser that just signed in to this account. */
  issue(username: string): string;
  /** The device id the cookie proves for this account, or null: no cookie, a forged one, another account's. */
  deviceFor(cookie: string | undefined, username: string): string | null;
}

/** The signing key shared by every instance on this database, created on first use. */
export async function loadDeviceCookieKey(em: Em): Promise<Buffer> {
  // Two instances starting together both try to insert; the first insert wins and both read it.
  await em
    .createQueryBuilder(AppSetting)
    .insert({ key: keySetting, value: randomBytes(32).toString('base64url'), updatedAt: new Date() })
    .onConflict('key')
    .ignore()
    .execute();
  const setting = await em.findOneOrFail(AppSetting, { key: keySetting });
  return Buffer.from(setting.value, 'base64url');
}

export function deviceCookies(key: Buffer): DeviceCookies {
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    issue(username) {
      const payload = `${randomBytes(16).toString('base64url')}.${Buffer.from(username).toString('base64url')}`;
      return `${payload}.${sign(payload)}`;
    },
    deviceFor(cookie, username) {
      if (!cookie || cookie.length > maximumCookieLength) return null;
      const [nonce, account, signature, extra] = cookie.split('.');
      if (!nonce || !account || !signature || extra !== undefined) return null;
      const expected = Buffer.from(sign(`${nonce}.${account}`));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return Buffer.from(account, 'base64url').toString() === username ? nonce : null;
    },
  };
}
