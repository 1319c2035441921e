import { p } from '@mikro-orm/core';

/**
 * The columns every editable record type (calculator, page, SEO meta) has besides its own fields:
 * the optimistic lock's version, its times, who changed it last and its place in the trash. Made
 * afresh for each entity, as MikroORM's property builders belong to the entity they define.
 */
export const recordColumns = () => ({
  version: p.integer().version(),
  createdAt: p.datetime().onCreate(() => new Date()),
  updatedAt: p
    .datetime()
    .onCreate(() => new Date())
    .onUpdate(() => new Date()),
  /** Who made the last change (a username); null for what the first start seeded. */
  updatedBy: p.string().length(50).nullable(),
  /** When the record was moved to the trash (D19); null while it is live. Not part of the record's shape on either door. */
  deletedAt: p.datetime().nullable().hidden(),
});
