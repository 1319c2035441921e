import type { DeviceCookies } from '../auth/device-cookie.ts';
import type { LiveSession, SignedInUser } from '../auth/sessions.ts';
import type { LoginLimits } from '../auth/sign-in-throttle.ts';
import type { Em } from '../db/orm.ts';
import type { BudgetState } from '../security/request-budget.ts';
import type { SiteState } from '../site/site-content.ts';
import type { TokenInUse } from '../tokens/api-tokens.ts';

/** What the session cookie does at the edge, so services stay free of HTTP. */
export interface SessionCookie {
  set(token: string, expiresAt: Date): void;
  clear(): void;
}

/** The request's device cookie (auth/device-cookie.ts), read and written at the edge. */
export interface DeviceCookie {
  /** The device id the request's cookie proves for this account, or null for a stranger. */
  deviceFor(username: string): string | null;
  /** Gives the browser a new device cookie for this account. */
  issue(username: string): void;
}

/** One request's view of the world: its own EntityManager fork and who is signed in. */
export interface RequestContext {
  em: Em;
  user: SignedInUser | null;
  session: LiveSession | null;
  /** The API token the request was made with (then `user` is its creator and `session` null). */
  apiToken: TokenInUse | null;
  /** The client's address: always a valid IP (security/client-address.ts). */
  ip: string;
  cookie: SessionCookie;
  device: DeviceCookie;
  loginLimits: LoginLimits;
  /** The records as the site shows them now (site/site-content.ts): what the public reads answer from. */
  site: () => Promise<SiteState>;
}

/** Server-wide settings every request context carries. */
export interface ApiSettings {
  /** `Secure` session cookies (production). */
  secureCookies: boolean;
  loginLimits: LoginLimits;
  /** Signs and checks device cookies with the key every instance shares. */
  deviceCookies: DeviceCookies;
  /** Spends one request of an anonymous client's budget; the state says what is left, or that it was refused. Null without a budget. */
  spendAnonymousRequest(ip: string): BudgetState | null;
  /** Gives back what spendAnonymousRequest took, for a request whose session or token turned out live. */
  refundAnonymousRequest(ip: string): BudgetState | null;
  /** Spends one request of an API token's own budget, as spendAnonymousRequest does. */
  spendTokenRequest(tokenId: number): BudgetState | null;
  /** The records as the site shows them now, never stale (site/site-content.ts). */
  site: () => Promise<SiteState>;
}
