/**
 * Redirects: an old address answered with a 301 or 302 to a new one, before any page is looked up,
 * on every instance from the next request after a save (the content version: site/site-content.ts).
 * A redirect takes one hop: a save that would make a loop, or a chain of two redirects, is refused,
 * so a visitor never goes round in circles and search engines never follow a chain.
 */
import { redirects as catalogueRedirects } from '#catalogue/catalogue.ts';
import type { Em } from '../../db/orm.ts';
import { linkTarget, sitePathRule, type FieldRule } from '../../api/validation.ts';
import { defineRecordKind, flag, keyText, numberChoice, text, type DefinedRecord } from '../definition.ts';

/** Addresses the server answers itself, before pages: a redirect from them would never be served. */
const reservedPrefixes = ['/admin', '/api', '/graphql', '/assets', '/healthz', '/readyz', '/sitemap.xml', '/robots.txt'];

const pathRule = sitePathRule(200);
const fromPathRule: FieldRule<string> = Object.assign(
  (value: unknown) => {
    const result = pathRule(value);
    if (!result.ok) return result;
    if (result.value === '/') return { ok: false as const, message: 'cannot be / (the home page)' };
    const reserved = reservedPrefixes.find((prefix) => result.value === prefix || result.value.startsWith(`${prefix}/`));
    return reserved ? { ok: false as const, message: `cannot be under ${reserved}: the server answers those addresses itself` } : result;
  },
  { schema: pathRule.schema },
);

/** The path part of where a redirect leads, as a redirect's from path would name it; null for another site. */
export function targetPath(to: string): string | null {
  if (!to.startsWith('/')) return null;
  const path = to.replace(/[?#].*$/, '');
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** Refuses a loop or a chain: field → message, or null when the redirect takes one hop. */
async function oneHop(em: Em, record: Readonly<Record<string, unknown>>): Promise<Record<string, string> | null> {
  if (record.isActive !== true) return null;
  const from = String(record.fromPath);
  const to = String(record.toPath);
  const toPath = targetPath(to);
  if (toPath === from) return { toPath: `leads back to ${from} itself: a redirect to its own address would loop for ever` };
  const others = (await em.find(redirectKind.entity, { isActive: true, fromPath: { $ne: from } } as never)) as DefinedRecord[];
  const onward = toPath === null ? undefined : others.find((other) => other.fromPath === toPath);
  if (onward) {
    return targetPath(String(onward.toPath)) === from
      ? { toPath: `would make a loop: ${toPath} already redirects back to ${from}` }
      : {
          toPath: `leads to ${toPath}, which itself redirects to ${String(onward.toPath)}: point this redirect straight at ${String(onward.toPath)} (a redirect may take one hop, never a chain)`,
        };
  }
  const builtIn = toPath === null ? undefined : catalogueRedirects.get(toPath);
  if (builtIn)
    return { toPath: `leads to ${toPath}, which the site redirects to ${builtIn}: point this redirect straight at ${builtIn} (one hop, never a chain)` };
  const before = others.find((other) => targetPath(String(other.toPath)) === from);
  if (before) {
    return {
      fromPath: `is where ${String(before.fromPath)} already redirects: this would make a chain ${String(before.fromPath)} → ${from} → ${to}. Point that redirect at ${to} first, or turn it off`,
    };
  }
  return null;
}

export const redirectKind = defineRecordKind({
  name: 'Redirect',
  recordType: 'redirect',
  tableName: 'redirect',
  label: 'redirect',
  rest: '/api/admin/redirects',
  key: 'fromPath',
  keyName: 'from path',
  titleField: 'toPath',
  shownOnSite: true,
  fields: {
    fromPath: keyText({
      label: 'From path',
      description: 'The old address, a path on this site (no query), e.g. /old-page. A trailing slash is dropped. Unique.',
      maxLength: 200,
      rule: fromPathRule,
      hint: 'The old address, e.g. /old-page. It is answered before any page, so it can replace one.',
    }),
    toPath: text({
      label: 'To path',
      description: 'Where visitors are sent: a path on this site (a query allowed) or an http(s) address.',
      maxLength: 500,
      required: true,
      rule: linkTarget(500, { required: true }),
      hint: 'A path such as /percentage-calculator, or https://…',
    }),
    statusCode: numberChoice({
      label: 'Status',
      description: '301 (moved for good: search engines move the old address to the new one) or 302 (for now).',
      values: [301, 302] as const,
      initial: 301,
      hint: '301: moved for good. 302: for now.',
    }),
    isActive: flag({ label: 'Active', description: 'Only active redirects are answered.', initial: true, onLabel: 'Active' }),
    note: text({ label: 'Note', description: 'Why the redirect exists, for editors.', maxLength: 500, public: false }),
  },
  defaultOrder: { fromPath: 'asc' },
  filters: {
    isActive: { type: 'boolean', property: 'isActive', description: 'Only active (true) or inactive (false) redirects.' },
    updatedSince: { type: 'since', property: 'updatedAt', description: 'Only records changed at or after this time.' },
    search: { type: 'search', properties: ['fromPath', 'toPath'], description: 'Only redirects whose from or to path contains this text (letter case aside).' },
  },
  orders: {
    fromPath: { property: 'fromPath' },
    toPath: { property: 'toPath' },
    statusCode: { property: 'statusCode' },
    isActive: { property: 'isActive' },
    updatedAt: { property: 'updatedAt' },
  },
  checkSave: oneHop,
  admin: {
    noun: 'redirect',
    heading: 'Redirects',
    columns: ['fromPath', 'toPath', 'statusCode', 'isActive'],
    searchHint: 'From or to path...',
    status: { filter: 'isActive', label: 'Status', on: 'Active', off: 'Inactive' },
    sitePath: { field: 'fromPath', kind: 'path' },
  },
});
