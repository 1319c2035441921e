/**
 * One spelling of every request path, decided once, before routing (Fastify's `rewriteUrl`), so the
 * router, the cross-site guard's JSON-only rule, the admin's security headers and the access log
 * all see the same path. Without it, `/%61pi/admin/login` reached the REST route while the body
 * check (which looked for `/api/`) let a form post through, and `//x/admin` or `/api/../admin`
 * served the admin page without its anti-framing headers.
 *
 * The path (never the query) is normalised as browsers and RFC 3986 section 6 do: backslashes are
 * slashes, percent-encoded unreserved characters are decoded (`%61` is `a`, `%2E` is `.`), runs of
 * slashes become one, and `.` and `..` segments are resolved (never above the root). Other escapes
 * stay escaped (uppercased), so `%2F` inside a segment is still part of that segment.
 */

const unreserved = /^[A-Za-z0-9\-._~]$/;

function decodeUnreserved(path: string): string {
  return path.replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => {
    const character = String.fromCharCode(parseInt(hex, 16));
    return unreserved.test(character) ? character : escape.toUpperCase();
  });
}

export function normalisePath(path: string): string {
  const segments = decodeUnreserved(path.replace(/\\/g, '/')).split('/');
  const kept: string[] = [];
  for (const [index, segment] of segments.entries()) {
    const last = index === segments.length - 1;
    if (segment === '.' || segment === '..') {
      if (segment === '..') kept.pop();
      // `/a/..` is the folder `/`: it keeps its trailing slash.
      if (last) kept.push('');
    } else if (segment !== '' || last) {
      kept.push(segment);
    }
  }
  return `/${kept.join('/')}`;
}

/** The request target with its path normalised and its query string as sent. */
export function normaliseUrl(url: string): string {
  const path = pathOf(url);
  return `${normalisePath(path)}${url.slice(path.length)}`;
}

/** The path of a request target, without its query string. */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

const under = (path: string, folder: string) => path === folder || path.startsWith(`${folder}/`);

/** The admin area and the API: answers never framed, never stored by a cache. */
export function isAdminPath(path: string): boolean {
  return under(path, '/admin') || under(path, '/api') || under(path, '/graphql');
}
