/**
 * The records as the site shows them, for every request, never stale.
 *
 * The database keeps one number, `site_content.version`, that a trigger raises with every write to
 * the calculator, page and SEO meta tables. Before a page is served, the version is read; when it
 * has moved, the records are read again and a new `Site` is built. So the first request after a
 * save's response sees the save, on this instance and on any other sharing the database.
 *
 * Reads are shared: requests that arrive while a read is under way wait for the next one (a read
 * that began before them might have missed a write that committed just before they came), so under
 * any load there is at most one version query in flight, and each request waits at most two.
 * On the embedded database only this process can write (DATA_DIR is locked to it), so the version
 * is read again only after a write through the ORM has been flushed.
 *
 * When the database does not answer, `databaseAnswering` says so and the next request tries again.
 * Meanwhile only what the last site read from the database showed as public may be served
 * (site/serve.ts): the seed's site is never taken for the records, since an editor may have
 * unpublished any of its pages.
 */
import { createHash } from 'node:crypto';
import type { EventSubscriber } from '@mikro-orm/core';
import { createSite, type FaqRecord, type RedirectRecord, type Site, type SiteRecords, type SiteSettingsRecord } from '#catalogue/site.ts';
import { seedRecords } from '#catalogue/seed/records.ts';
import { Calculator } from '../records/calculator/calculator.ts';
import type { Em, Orm } from '../db/orm.ts';
import { preparedQuery } from '../db/prepared.ts';
import { Page } from '../records/page/page.ts';
import { SeoMeta } from '../records/seo/seo-meta.ts';
import { publicFields, type DefinedKind } from '../records/definition.ts';
import { faqEntryKind } from '../records/faq/faq-entry.ts';
import { definedKinds } from '../records/kinds.ts';
import { redirectKind } from '../records/redirect/redirect.ts';
import { siteSettingsKind } from '../records/site-settings/site-settings.ts';

export interface SiteState {
  /** The content version the site was built for; 0 for the seed's site, used before any read. */
  version: number;
  site: Site;
  /** The records the site was read from (the public API answers from them, through the site's rule); null for the seed's. */
  stored: StoredRecords | null;
  /** A hash of the records the site was built from: the same records give the same one anywhere. */
  fingerprint: string;
  /** Whether the site was read from the database (false for the seed's, used until a read succeeds). */
  fromDatabase: boolean;
}

/** The live records as the database holds them. */
export interface StoredRecords {
  calculators: Calculator[];
  pages: Page[];
  seo: SeoMeta[];
  faqs: FaqRecord[];
  redirects: RedirectRecord[];
  settings: SiteSettingsRecord | null;
}

/** A defined kind's live records with the fields visitors may see, as plain data. */
async function publicRecords(em: Em, kind: DefinedKind): Promise<Record<string, unknown>[]> {
  const fields = publicFields(kind.definition);
  const records = await em.find(kind.entity, {});
  return records.map((record) => Object.fromEntries(fields.map((field) => [field, record[field]])));
}

function stateOf(version: number, records: SiteRecords, origin: string, stored: StoredRecords | null): SiteState {
  const fromDatabase = stored !== null;
  return {
    version,
    site: createSite(records, origin),
    stored,
    fingerprint: createHash('sha1').update(JSON.stringify(records)).digest('base64url'),
    fromDatabase,
  };
}

export interface SiteContentOptions {
  /** The public origin for canonical, social and sitemap URLs (SITE_URL). */
  origin: string;
  /** Whether other processes may write to the database (PostgreSQL), so every request must ask. */
  shared: boolean;
  /** How long a request waits for the database before it is served from the last site read. */
  timeoutMs?: number;
}

const contentEntities = new Set<unknown>([Calculator]);
const isContent = (entity: unknown) => contentEntities.has(entity) || definedKinds().some((kind) => kind.definition.shownOnSite && kind.entity === entity);

export class SiteContent {
  readonly #orm: Orm | undefined;
  readonly #origin: string;
  readonly #shared: boolean;
  readonly #timeoutMs: number;
  #state: SiteState;
  /** Whether a write may have happened since the version was last read. */
  #dirty = true;
  #reading: Promise<number> | null = null;
  #nextRead: Promise<number> | null = null;
  #building: { version: number; state: Promise<SiteState> } | null = null;
  /** Whether the database answered the last time it was asked (without a database, always). */
  #answering: boolean;

  constructor(orm: Orm | undefined, { origin, shared, timeoutMs = 2000 }: SiteContentOptions) {
    this.#orm = orm;
    this.#origin = origin;
    this.#shared = shared;
    this.#timeoutMs = timeoutMs;
    this.#state = stateOf(0, seedRecords(), origin, null);
    this.#answering = !orm;
    orm?.em.getEventManager().registerSubscriber(this.#subscriber());
  }

  /** The site as of now (see the module comment). */
  async current(): Promise<SiteState> {
    if (!this.#orm) return this.#state;
    const version = this.#shared || this.#dirty ? await this.#readVersion() : this.#state.version;
    if (version === this.#state.version) return this.#state;
    return this.#build(version);
  }

  /** The last site read, without asking the database. */
  get last(): SiteState {
    return this.#state;
  }

  /** Whether the database answered when `current()` last asked it (a database away says false until it is back). */
  get databaseAnswering(): boolean {
    return this.#answering;
  }

  #subscriber(): EventSubscriber {
    return {
      afterFlush: ({ uow }) => {
        if (uow.getChangeSets().some((changeSet) => isContent(changeSet.meta.class))) this.#dirty = true;
      },
      // A flush inside a transaction comes before its commit: look again once it has committed.
      afterTransactionCommit: () => {
        this.#dirty = true;
      },
    };
  }

  #readVersion(): Promise<number> {
    if (!this.#reading) {
      this.#dirty = false;
      this.#reading = this.#withTimeout(this.#queryVersion())
        .then((version) => {
          this.#answering = true;
          return version;
        })
        .catch(() => {
          // Ask again next time; meanwhile the last site read stands, for what it showed as public.
          this.#dirty = true;
          this.#answering = false;
          return this.#state.version;
        })
        .finally(() => {
          this.#reading = null;
        });
      return this.#reading;
    }
    this.#nextRead ??= this.#reading.then(() => {
      this.#nextRead = null;
      return this.#readVersion();
    });
    return this.#nextRead;
  }

  async #queryVersion(): Promise<number> {
    const em = this.#orm?.em.fork() as Em;
    // Prepared on PostgreSQL (see prepared.ts): every request waits for this read.
    const rows = await preparedQuery(em, 'site_content_version', 'select "version" from "site_content" where "id" = 1', []);
    return Number(rows[0]?.version ?? 0);
  }

  #build(version: number): Promise<SiteState> {
    if (this.#building?.version === version) return this.#building.state;
    const state = this.#withTimeout(this.#readRecords())
      .then((records) => {
        this.#answering = true;
        const built = stateOf(version, records, this.#origin, records);
        // A slower build of an older version never replaces a newer one.
        if (version > this.#state.version) this.#state = built;
        return built;
      })
      .catch(() => {
        this.#dirty = true;
        this.#answering = false;
        return this.#state;
      })
      .finally(() => {
        if (this.#building?.state === state) this.#building = null;
      });
    this.#building = { version, state };
    return state;
  }

  async #readRecords(): Promise<StoredRecords> {
    const em = this.#orm?.em.fork() as Em;
    const [calculators, pages, seo] = await Promise.all([em.find(Calculator, {}), em.find(Page, {}), em.find(SeoMeta, {})]);
    const faqs = (await publicRecords(em, faqEntryKind)) as unknown as FaqRecord[];
    const redirects = (await publicRecords(em, redirectKind)) as unknown as RedirectRecord[];
    const [settings] = (await publicRecords(em, siteSettingsKind)) as unknown as SiteSettingsRecord[];
    return { calculators, pages, seo, faqs, redirects, settings: settings ?? null };
  }

  #withTimeout<T>(work: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('The database did not answer in time')), this.#timeoutMs);
      timer.unref();
    });
    return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
  }
}
