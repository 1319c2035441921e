/**
 * Conditional GETs: what an answer's ETag must say, and whether a client's `If-None-Match` names it.
 *
 * One address can answer in several representations (brotli, gzip, plain), so a validator must name
 * the representation, not only the content: a strong ETag shared by the three would tell a cache that
 * a gzip body and a plain one are the same bytes. Pages name each representation (site/serve.ts);
 * answers compressed on the way out by @fastify/compress, where the encoding is chosen after the ETag,
 * carry a weak ETag (the same content, not the same bytes) and `Vary: Accept-Encoding`.
 */

/** Whether an `If-None-Match` header names `etag`, or any (`*`); compared weakly, as RFC 9110 has it for this header. */
export function ifNoneMatchHas(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return [header]
    .flat()
    .flatMap((value) => value.split(','))
    .some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

/** A weak ETag for an answer whose bytes depend on how it is compressed on the way out. */
export const weakTag = (opaque: string): string => `W/"${opaque}"`;

/** A `Vary` value with `name` added to what it already held. */
export function withVary(existing: string | undefined | null, name: string): string {
  const names = (existing ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return names.some((part) => part.toLowerCase() === name.toLowerCase()) ? names.join(', ') : [...names, name].join(', ');
}
