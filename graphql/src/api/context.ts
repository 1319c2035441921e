import type { LoginLimits } from '../auth/auth.service.ts';
import type { LiveSession, SignedInUser } from '../auth/sessions.ts';
import type { Em } from '../db/orm.ts';

/** What the session cookie does at the edge, so services stay free of HTTP. */
export interface SessionCookie {
  set(token: string, expiresAt: Date): void;
  clear(): void;
}

/** One request's view of the world: its own EntityManager fork and who is signed in. */
export interface RequestContext {
  em: Em;
  user: SignedInUser | null;
  session: LiveSession | null;
  /** The client's address: always a valid IP (security/client-address.ts). */
  ip: string;
  cookie: SessionCookie;
  loginLimits: LoginLimits;
}

/** Server-wide settings every request context carries. */
export interface ApiSettings {
  /** `Secure` session cookies (production). */
  secureCookies: boolean;
  loginLimits: LoginLimits;
  /** Spends one request of an anonymous client's budget, or throws RATE_LIMITED. */
  spendAnonymousRequest(ip: string): void;
}
