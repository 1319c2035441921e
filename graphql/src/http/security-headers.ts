/**
 * Security headers on every response: a Content-Security-Policy that allows only the site itself
 * (and Google Analytics only when it is configured), no MIME sniffing, a strict referrer policy,
 * no powerful browser features, HTTPS only (HSTS) in production, and for the admin area and the
 * API no framing at all and no caching; a calculator's embed (/embed/…) may be framed by any site while
 * embedding is allowed (by no one once it is not), every other page by the site itself only. The admin area may also show images from any https origin:
 * its social and X card previews show the images an editor links to, wherever they are hosted. The admin area is recognised on the normalised path
 * (security/normalised-path.ts), however the request spelled it.
 */
import type { FastifyInstance } from 'fastify';
import { isAdminPath, pathOf } from '../security/normalised-path.ts';

/** A year, the value HSTS preload lists ask for; subdomains included. */
export const strictTransportSecurity = 'max-age=31536000; includeSubDomains';

interface PolicyOptions {
  analytics: boolean;
  admin: boolean;
  /** Images from any https origin: the admin's social and X card previews show editors' image URLs. */
  remoteImages?: boolean;
  /** Hash sources of the page's own inline scripts (a pre-rendered page's router hand-over). */
  scriptHashes?: readonly string[];
  /** Who may frame a public page: the site itself (the default), any site (an embed), or no one. */
  framing?: Framing;
}

/** Who may frame a public page: `frame-ancestors 'self'`, `*` or `'none'`. */
export type Framing = 'site' | 'anyone' | 'none';

const frameAncestors: Record<Framing, string> = { site: "'self'", anyone: '*', none: "'none'" };

export function contentSecurityPolicy({ analytics, admin, remoteImages = false, scriptHashes = [], framing = 'site' }: PolicyOptions): string {
  const analyticsScripts = analytics ? ' https://www.googletagmanager.com' : '';
  const analyticsConnect = analytics ? ' https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com' : '';
  return [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.map((hash) => ` ${hash}`).join('')}${analyticsScripts}`,
    // The UI library writes its styles into <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${remoteImages ? ' https:' : ''}${analytics ? ' https://*.google-analytics.com https://www.googletagmanager.com' : ''}`,
    "font-src 'self' data:",
    `connect-src 'self'${analyticsConnect}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors[admin ? 'none' : framing]}`,
  ].join('; ');
}

export function registerSecurityHeaders(app: FastifyInstance, { analytics, production = false }: { analytics: boolean; production?: boolean }): void {
  const publicPolicy = contentSecurityPolicy({ analytics, admin: false });
  const adminPolicy = contentSecurityPolicy({ analytics: false, admin: true, remoteImages: true });
  // The API and its explorer show no editor's images: their own files only.
  const apiPolicy = contentSecurityPolicy({ analytics: false, admin: true });
  app.addHook('onSend', async (request, reply) => {
    const admin = isAdminPath(pathOf(request.url));
    // A page with inline scripts has set its own policy, allowing exactly those by hash.
    const path = pathOf(request.url);
    const policy = admin ? (path === '/admin' || path.startsWith('/admin/') ? adminPolicy : apiPolicy) : publicPolicy;
    if (admin || !reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', policy);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()');
    if (production) reply.header('Strict-Transport-Security', strictTransportSecurity);
    if (admin) {
      reply.header('X-Frame-Options', 'DENY');
      // Records, profiles and errors of the admin are never kept by a browser or a shared cache. The
      // few answers meant for everyone (the public GraphQL reads, the SDL) say so themselves.
      if (!/^public\b/.test(String(reply.getHeader('Cache-Control') ?? ''))) reply.header('Cache-Control', 'no-store');
    }
  });
}
