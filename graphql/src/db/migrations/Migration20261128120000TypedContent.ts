import { Migration } from '@mikro-orm/migrations';

/** The schema.org types the typed structured data takes, as they were when this ran. */
const schemaOrgTypes = new Set(['WebPage', 'WebSite', 'WebApplication', 'AboutPage', 'ContactPage', 'CollectionPage', 'FAQPage', 'ItemList']);

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Structured data in the typed form: a simple JSON-LD node (a known `@type` with a text name,
 * description or http(s) address) kept with plain keys; anything else null, so the page shows the
 * structured data the site makes from the records.
 */
export function typedStructuredData(value: unknown): Json | null {
  if (!isObject(value)) return null;
  // Already typed (written by this release): kept as it is.
  if (!('@type' in value) && typeof value.type === 'string') return value;
  const { '@context': _context, '@type': type, ...rest } = value;
  if (typeof type !== 'string' || !schemaOrgTypes.has(type)) return null;
  const known = ['name', 'description', 'url'];
  if (Object.keys(rest).some((key) => !known.includes(key))) return null;
  if (Object.values(rest).some((item) => typeof item !== 'string')) return null;
  if (typeof rest.url === 'string' && !/^https?:\/\/\S+$/.test(rest.url)) return null;
  return { type, ...rest };
}

/** A page's content with each steps and cards block's entries under the block's type (`steps`, `cards`), no longer `items`. */
export function renamedEntries(content: unknown): unknown {
  if (!isObject(content)) return content;
  const blocks = (list: unknown) =>
    Array.isArray(list)
      ? list.map((block: unknown) => {
          if (!isObject(block) || (block.type !== 'steps' && block.type !== 'cards') || !('items' in block)) return block;
          const { items, ...fields } = block;
          return { ...fields, [block.type]: items };
        })
      : list;
  const sections = Array.isArray(content.sections)
    ? content.sections.map((section: unknown) => (isObject(section) ? { ...section, blocks: blocks(section.blocks) } : section))
    : content.sections;
  return {
    ...content,
    ...('blocks' in content ? { blocks: blocks(content.blocks) } : {}),
    ...('sections' in content ? { sections } : {}),
  };
}

/**
 * Structured fields get types on both API doors. Two stored shapes change with them, here and in
 * every kept version (so a restored version fits): structured data takes plain keys (`type`, `name`,
 * …) that the site writes out as JSON-LD, where it was any JSON-LD object; and the entries of a
 * steps or cards block are named by the block's type, since a GraphQL union's members cannot give one
 * field (a list block's text `items`) two kinds of value. Deleted records (in the trash) change too.
 */
export class Migration20261128120000TypedContent extends Migration {
  override name = 'Migration20261128120000TypedContent';

  override async up(): Promise<void> {
    const seoRows = (await this.execute(`select "id", "structured_data" from "seo_meta" where "structured_data" is not null`)) as {
      id: number;
      structured_data: unknown;
    }[];
    for (const row of seoRows) {
      const typed = typedStructuredData(row.structured_data);
      await this.execute(`update "seo_meta" set "structured_data" = ? where "id" = ?`, [typed === null ? null : JSON.stringify(typed), row.id]);
    }
    const pageRows = (await this.execute(`select "id", "content" from "page"`)) as { id: number; content: unknown }[];
    for (const row of pageRows) {
      const renamed = renamedEntries(row.content);
      if (JSON.stringify(renamed) !== JSON.stringify(row.content))
        await this.execute(`update "page" set "content" = ? where "id" = ?`, [JSON.stringify(renamed), row.id]);
    }
    const versions = (await this.execute(`select "id", "record_type", "snapshot" from "record_version" where "record_type" in ('page', 'seoMeta')`)) as {
      id: number;
      record_type: string;
      snapshot: Json;
    }[];
    for (const row of versions) {
      const snapshot =
        row.record_type === 'page'
          ? { ...row.snapshot, content: renamedEntries(row.snapshot.content) }
          : {
              ...row.snapshot,
              structuredData: row.snapshot.structuredData == null ? row.snapshot.structuredData : typedStructuredData(row.snapshot.structuredData),
            };
      if (JSON.stringify(snapshot) !== JSON.stringify(row.snapshot))
        await this.execute(`update "record_version" set "snapshot" = ? where "id" = ?`, [JSON.stringify(snapshot), row.id]);
    }
  }
}
