import { defineEntity, p, type TriggerDef } from '@mikro-orm/core';

/**
 * The trigger every record table the site shows carries (calculator, page, seo_meta): once per
 * statement that writes to it, the content version moves on, in the writing transaction itself.
 */
export const siteContentTrigger = {
  name: 'site_content',
  timing: 'after',
  events: ['insert', 'update', 'delete'],
  forEach: 'statement',
  body: 'update "site_content" set "version" = "version" + 1 where "id" = 1; return null;',
} as const satisfies TriggerDef;

/**
 * The content version (one row): raised by a database trigger on every write to the calculator,
 * page and SEO meta records (migration 20261125120000), read by every server instance to know
 * whether its rendered pages are current. Declared so the schema check knows the table.
 */
const SiteContentSchema = defineEntity({
  name: 'SiteContent',
  tableName: 'site_content',
  properties: {
    id: p.integer().primary().autoincrement(false),
    version: p.bigint(),
  },
});

export class SiteContent extends SiteContentSchema.class {}
SiteContentSchema.setClass(SiteContent);

/**
 * Records in the trash (D19) are left out of every read through the ORM unless a read asks for them
 * with `filters: false`: the site, the public queries, the admin lists and the counts never see them.
 */
export const liveRecordsFilter = {
  live: { name: 'live', cond: { deletedAt: null }, default: true },
};
