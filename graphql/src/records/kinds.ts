/**
 * The record kinds made from definitions (definition.ts). Everything that serves records reads this
 * list when it starts: the ORM's entities, the GraphQL schema, the REST routes, OpenAPI, history and
 * trash, retention, the site's read and the admin's metadata. A kind added here is added everywhere.
 */
import { calculatorKind } from './calculator/calculator.ts';
import type { DefinedKind } from './definition.ts';
import { faqEntryKind } from './faq/faq-entry.ts';
import { pageKind } from './page/page.ts';
import { redirectKind } from './redirect/redirect.ts';
import { seoMetaKind } from './seo/seo-meta.ts';
import { siteSettingsKind } from './site-settings/site-settings.ts';

let kinds: DefinedKind[] | undefined;

/**
 * Made on the first call, not as this module loads: a kind's module reads modules that read this
 * list, so whichever is imported first, every kind has been made by the time the list is asked for.
 */
export function definedKinds(): readonly DefinedKind[] {
  kinds ??= [calculatorKind, pageKind, seoMetaKind, redirectKind, faqEntryKind, siteSettingsKind];
  return kinds;
}

/**
 * Adds a kind before the server starts (a test's own kind): its table must exist in the database
 * it opens, as a migration would make it.
 */
export function registerRecordKind(kind: DefinedKind): void {
  if (definedKinds().some((known) => known.definition.recordType === kind.definition.recordType))
    throw new Error(`The kind ${kind.definition.recordType} is known already.`);
  kinds!.push(kind);
}
