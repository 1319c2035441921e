/**
 * The site as the records make it. The catalogue says which pages exist and
 * which code draws each; the records say what they show and whether a visitor may see them. The
 * server builds one `Site` per content version and renders every page from it; the browser gets the
 * parts a page needs (its `PageView` and the `SiteNav`) through the router's loaders.
 *
 * Which record drives what:
 * - calculator record: title, description, icon, features, category and sortOrder drive the page's
 *   header and every listing, menu, search, footer entry and structured data; howItWorks the page's
 *   How it works. Menus show an edited title without a trailing 'Calculator'.
 * - page record: title and description are the heading and introduction of a page that is not a
 *   calculator; content its body.
 * - SEO meta record: the head. An empty canonical URL means the page's own URL on the site's origin,
 *   and og:url follows the canonical; empty social fields fall back to the page's title, description
 *   and the site image; empty structured data means the data made from the records.
 * - A page is public only while its page record is published and, for a calculator, its calculator
 *   record is active.
 */
import { brand } from './brand.ts';
import { calculators, categories, homePage, publicPages, redirects as shortPaths, staticPages, type PublicPage } from './catalogue.ts';
import { jsonLd, readHowItWorks, readPageContent, readStructuredData, type HowItWorksContent, type PageContent } from './content.ts';
import { documentTitle, type Faq, type HeadTags } from './seo.ts';
import { iconNames, type CalculatorEntry, type CategoryId, type ColorScheme, type IconName } from './types.ts';

/** The record fields the site reads; dates as the database gives them. */
export interface CalculatorRecord {
  calculatorSlug: string;
  title: string;
  description: string;
  icon: string;
  features: unknown;
  howItWorks: unknown;
  category: string;
  sortOrder: number;
  isActive: boolean;
  /** Whether other sites may embed it (absent: yes). */
  embeddable?: boolean;
  updatedAt: Date | string;
}

export interface PageRecord {
  pageSlug: string;
  title: string;
  description: string;
  content: unknown;
  isPublished: boolean;
  updatedAt: Date | string;
}

export interface SeoRecord {
  pageSlug: string;
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string;
  canonicalUrl?: string | null;
  structuredData?: Record<string, unknown> | null;
  ogTitle?: string | null;
  ogDescription?: string | null;
  ogImage?: string | null;
  twitterTitle?: string | null;
  twitterDescription?: string | null;
  twitterImage?: string | null;
  updatedAt: Date | string;
}

/** A question and its answer under a calculator (the answer may carry inline marks: inline.ts). */
export interface FaqRecord {
  faqSlug: string;
  calculatorSlug: string;
  question: string;
  answer: string;
  sortOrder: number;
  isPublished: boolean;
}

/** An old address sent on to a new one, before any page is looked up. */
export interface RedirectRecord {
  fromPath: string;
  toPath: string;
  statusCode: number;
  isActive: boolean;
}

/** What every public page shows around its content. */
export interface SiteSettingsRecord {
  siteName: string;
  footerText: string;
  socialLinks: unknown;
  announcementText: string;
  announcementLink: string | null;
  announcementActive: boolean;
  announcementStartsAt: Date | string | null;
  announcementEndsAt: Date | string | null;
  /** Whether other sites may embed the calculators at all (absent: yes); each calculator record may still refuse. */
  embeddingEnabled?: boolean;
}

export interface SiteRecords {
  calculators: readonly CalculatorRecord[];
  pages: readonly PageRecord[];
  seo: readonly SeoRecord[];
  faqs?: readonly FaqRecord[];
  redirects?: readonly RedirectRecord[];
  settings?: SiteSettingsRecord | null;
}

/** A calculator as its cards, menus and searches show it. */
export interface Listing {
  slug: string;
  path: string;
  title: string;
  /** The short name for menus: the catalogue's, or an edited title without a trailing 'Calculator'. */
  label: string;
  description: string;
  icon: IconName;
  features: string[];
  /** Its SEO record's keywords, for the searches: what people type for it besides its name. */
  keywords: string[];
  category: CategoryId;
  color: ColorScheme;
  featured: boolean;
}

export interface CategoryNav {
  id: CategoryId;
  path: string;
  label: string;
  title: string;
  description: string;
  icon: IconName;
  color: ColorScheme;
  /** Whether its listing page is public (its calculators are listed in menus either way). */
  listed: boolean;
  calculators: Listing[];
}

/** What every public page's shell shows: menus, footer, searches. */
export interface SiteNav {
  home: boolean;
  scientific: { path: string; title: string; label: string; description: string; icon: IconName; keywords: string[] } | null;
  categories: CategoryNav[];
  /** Legal and contact pages, for the footer. */
  pages: { path: string; label: string }[];
  /** The site's name, footer line (with inline marks) and links elsewhere, from the site settings. */
  siteName: string;
  footerText: string;
  socialLinks: { label: string; url: string }[];
  /** The announcement bar, while it is shown (Site.navAt decides by the time). */
  announcement: { text: string; link: string | null } | null;
}

/** Everything one page shows that the records decide. */
export interface PageView {
  path: string;
  slug: string;
  pageType: PublicPage['pageType'];
  title: string;
  description: string;
  icon: IconName;
  features: string[];
  howItWorks?: HowItWorksContent;
  /** A calculator's published questions and answers, in order (answers with inline marks). */
  faqs: Faq[];
  content: PageContent;
  /** The category a calculator belongs to, for its breadcrumb; its path only while the listing is public. */
  category?: { id: CategoryId; label: string; path: string | null };
  head: HeadTags;
  /** Shown to a signed-in admin only: the page is not public. */
  preview: boolean;
  /**
   * A calculator other sites may embed (its record and the site settings allow it): /embed/<slug>,
   * the Embed action, oEmbed, and who may frame it.
   */
  embeddable: boolean;
}

/** Where a redirect sends a path, and with which status. */
export interface SiteRedirect {
  location: string;
  status: number;
}

export interface Site {
  /** The shell's data, without the announcement: see `navAt`. */
  nav: SiteNav;
  /**
   * The shell's data at a moment: with the announcement while it is active and between its start and
   * end. The server decides once per request and hands the same data to the browser, so the page is
   * drawn and hydrated alike.
   */
  navAt(now: Date): SiteNav;
  /** The moments the announcement appears or goes (its start and end), for caches keyed by what shows. */
  announcementShown(now: Date): boolean;
  /** An active redirect from this path: answered before any page. */
  redirect(path: string): SiteRedirect | undefined;
  /** Every active redirect, by the path it moves: what the browser follows when the server is out of reach. */
  redirects: ReadonlyMap<string, SiteRedirect>;
  /** The view of a public page, or of any page when `preview` (a signed-in admin). */
  page(path: string, options?: { preview?: boolean }): PageView | undefined;
  /** Public pages with their last change, for the sitemap. */
  sitemap: { path: string; lastModified: Date }[];
  /**
   * The slugs of the public pages: the one rule (a published page record and, for a calculator, an
   * active calculator record) that the pages, menus, searches, sitemap, structured data and the
   * public API all follow. A calculator or SEO meta record is public exactly when its page is.
   */
  publicSlugs: ReadonlySet<string>;
}

const knownIcons = new Set<string>(iconNames);
const iconOr = (name: string, fallback: IconName): IconName => (knownIcons.has(name) ? (name as IconName) : fallback);
const entryBySlug = new Map((calculators as readonly CalculatorEntry[]).map((entry) => [entry.slug, entry]));
const categoryOrder = new Map(categories.map((category, index) => [category.id as string, index]));

/** A keywords field ('a, b, c') as its keywords. */
function keywordsOf(text: string): string[] {
  return text
    .split(',')
    .map((keyword) => keyword.trim())
    .filter((keyword) => keyword !== '');
}

function features(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '') : [];
}

export function menuLabel(title: string): string {
  return title.replace(/\s+calculator$/i, '') || title;
}

const later = (a: Date, b: Date) => (a > b ? a : b);

export function createSite(records: SiteRecords, origin: string): Site {
  const pageRecords = new Map(records.pages.map((record) => [record.pageSlug, record]));
  const seoRecords = new Map(records.seo.map((record) => [record.pageSlug, record]));
  const calculatorRecords = new Map(records.calculators.map((record) => [record.calculatorSlug, record]));
  const published = (slug: string) => pageRecords.get(slug)?.isPublished === true;

  const listings: Listing[] = [];
  for (const record of records.calculators) {
    const entry = entryBySlug.get(record.calculatorSlug);
    if (!entry || !record.isActive || !published(entry.slug)) continue;
    const category = categoryOrder.has(record.category) ? (record.category as CategoryId) : entry.category;
    listings.push({
      slug: entry.slug,
      path: entry.path,
      title: record.title,
      // The catalogue's short name while the title is the catalogue's; an editor's title, shortened.
      label: record.title === entry.title ? entry.label : menuLabel(record.title),
      description: record.description,
      icon: iconOr(record.icon, entry.icon),
      features: features(record.features),
      keywords: keywordsOf(seoRecords.get(entry.slug)?.metaKeywords ?? entry.keywords.join(', ')),
      category,
      color: entry.color,
      featured: entry.featured,
    });
  }
  const sortOrder = (slug: string) => calculatorRecords.get(slug)?.sortOrder ?? 0;
  listings.sort(
    (a, b) =>
      (categoryOrder.get(a.category) ?? 0) - (categoryOrder.get(b.category) ?? 0) || sortOrder(a.slug) - sortOrder(b.slug) || a.slug.localeCompare(b.slug),
  );
  const publicCalculators = new Map(listings.map((listing) => [listing.slug, listing]));

  const scientific = publicPages.find((page) => page.slug === 'scientific-calculator');
  const scientificRecord = scientific && pageRecords.get(scientific.slug);
  const settings = records.settings ?? null;
  const nav: SiteNav = {
    home: published(homePage.slug),
    scientific:
      scientific && scientificRecord?.isPublished
        ? {
            path: scientific.path,
            title: scientificRecord.title,
            // Its own name: 'Calculator' alone reads as any of the site's calculators.
            label: 'Scientific',
            description: scientificRecord.description,
            icon: 'Calculator',
            keywords: keywordsOf(seoRecords.get(scientific.slug)?.metaKeywords ?? scientific.keywords.join(', ')),
          }
        : null,
    categories: categories.map((category) => {
      const record = pageRecords.get(category.slug);
      return {
        id: category.id,
        path: category.path,
        label: category.label,
        title: record?.title ?? category.title,
        description: record?.description ?? category.description,
        icon: category.icon,
        color: category.color,
        listed: published(category.slug),
        calculators: listings.filter((listing) => listing.category === category.id),
      };
    }),
    pages: staticPages.filter((page) => published(page.slug)).map((page) => ({ path: page.path, label: page.label })),
    siteName: settings?.siteName || brand.name,
    footerText: settings?.footerText ?? '',
    socialLinks: linksOf(settings?.socialLinks),
    announcement: null,
  };
  const announcement = settings?.announcementActive && settings.announcementText.trim() !== '' ? settings : null;
  const startsAt = announcement?.announcementStartsAt ? new Date(announcement.announcementStartsAt) : null;
  const endsAt = announcement?.announcementEndsAt ? new Date(announcement.announcementEndsAt) : null;
  const announcementShown = (now: Date) => announcement !== null && (!startsAt || startsAt <= now) && (!endsAt || now < endsAt);
  const navWithAnnouncement: SiteNav = announcement
    ? { ...nav, announcement: { text: announcement.announcementText, link: announcement.announcementLink || null } }
    : nav;

  const faqsBySlug = new Map<string, Faq[]>();
  for (const faq of [...(records.faqs ?? [])].sort((a, b) => a.sortOrder - b.sortOrder || a.faqSlug.localeCompare(b.faqSlug))) {
    if (!faq.isPublished) continue;
    const list = faqsBySlug.get(faq.calculatorSlug) ?? [];
    list.push({ question: faq.question, answer: faq.answer });
    faqsBySlug.set(faq.calculatorSlug, list);
  }
  const redirects = new Map([
    // The short paths and older category pages (D6), moved for good to their pages; an editor's
    // redirect from one of them replaces it.
    ...[...shortPaths].map(([from, to]): [string, SiteRedirect] => [from, { location: to, status: 301 }]),
    ...(records.redirects ?? [])
      .filter((redirect) => redirect.isActive)
      .map((redirect): [string, SiteRedirect] => [redirect.fromPath, { location: redirect.toPath, status: redirect.statusCode }]),
  ]);

  const isPublic = (page: PublicPage) =>
    published(page.slug) && (page.pageType !== 'calculator' || !entryBySlug.has(page.slug) || publicCalculators.has(page.slug));

  function view(page: PublicPage, preview: boolean): PageView {
    const record = pageRecords.get(page.slug);
    const entry = entryBySlug.get(page.slug);
    const calculator = entry ? calculatorRecords.get(page.slug) : undefined;
    const categoryId = calculator && categoryOrder.has(calculator.category) ? (calculator.category as CategoryId) : entry?.category;
    const category = categoryId ? nav.categories.find((candidate) => candidate.id === categoryId) : undefined;
    const title = calculator?.title ?? record?.title ?? page.title;
    const description = calculator?.description ?? record?.description ?? page.description;
    const shown = { ...page, title, description };
    const content = readPageContent(record?.content);
    return {
      path: page.path,
      slug: page.slug,
      pageType: page.pageType,
      title,
      description,
      icon: calculator && entry ? iconOr(calculator.icon, entry.icon) : (entry?.icon ?? iconOf(page)),
      features: calculator ? features(calculator.features) : [],
      howItWorks: calculator ? readHowItWorks(calculator.howItWorks) : content.howItWorks,
      faqs: faqsBySlug.get(page.slug) ?? [],
      content,
      category: category ? { id: category.id, label: category.label, path: category.listed ? category.path : null } : undefined,
      head: headFor(shown, seoRecords.get(page.slug), { origin, listings, preview, parent: category?.listed ? category : undefined, siteName: nav.siteName }),
      preview,
      embeddable: calculator !== undefined && calculator.embeddable !== false && settings?.embeddingEnabled !== false,
    };
  }

  const views = new Map<string, PageView>();
  const previews = new Map<string, PageView>();
  const sitemap: Site['sitemap'] = [];
  const publicSlugs = new Set<string>();
  for (const page of publicPages) {
    if (isPublic(page)) {
      publicSlugs.add(page.slug);
      views.set(page.path, view(page, false));
      const dates = [pageRecords.get(page.slug)?.updatedAt, seoRecords.get(page.slug)?.updatedAt, calculatorRecords.get(page.slug)?.updatedAt];
      const lastModified = dates
        .filter((date) => date !== undefined)
        .map((date) => new Date(date))
        .reduce(later, new Date(0));
      sitemap.push({ path: page.path, lastModified });
    } else {
      previews.set(page.path, view(page, true));
    }
  }

  return {
    nav,
    navAt: (now) => (announcementShown(now) ? navWithAnnouncement : nav),
    announcementShown,
    redirect: (path) => redirects.get(path),
    redirects,
    page: (path, { preview = false } = {}) => views.get(path) ?? (preview ? previews.get(path) : undefined),
    sitemap,
    publicSlugs,
  };
}

/** The social links a settings record holds, each with a label and an http(s) address; anything else is left out. */
function linksOf(value: unknown): { label: string; url: string }[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is { label: string; url: string } =>
      typeof item === 'object' && item !== null && typeof item.label === 'string' && typeof item.url === 'string' && /^https?:\/\//.test(item.url),
  );
}

function iconOf(page: PublicPage): IconName {
  if (page.pageType === 'category') return categories.find((category) => category.slug === page.slug)?.icon ?? 'Calculator';
  return 'Calculator';
}

interface HeadContext {
  origin: string;
  listings: readonly Listing[];
  preview: boolean;
  parent?: { title: string; path: string };
  /** The site settings' name; the brand's when not given. */
  siteName?: string;
}

/** A page's head from its SEO meta record, each empty field falling back as the module comment says. */
export function headFor(page: PublicPage, record: SeoRecord | undefined, { origin, listings, preview, parent, siteName = brand.name }: HeadContext): HeadTags {
  const ownUrl = `${origin}${page.path}`;
  const title = record?.metaTitle || documentTitle(page, siteName);
  const description = record?.metaDescription || page.description;
  const canonical = record?.canonicalUrl || ownUrl;
  const image = `${origin}/og-image.png`;
  const ogTitle = record?.ogTitle || title;
  const ogDescription = record?.ogDescription || description;
  const ogImage = record?.ogImage || image;
  const keywords = record ? record.metaKeywords : page.keywords.join(', ');
  const meta: HeadTags['meta'] = [
    { title },
    { name: 'description', content: description },
    ...(keywords ? [{ name: 'keywords', content: keywords }] : []),
    { name: 'robots', content: preview ? 'noindex, nofollow' : 'index, follow' },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: siteName },
    { property: 'og:title', content: ogTitle },
    { property: 'og:description', content: ogDescription },
    { property: 'og:url', content: canonical },
    { property: 'og:image', content: ogImage },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: record?.twitterTitle || ogTitle },
    { name: 'twitter:description', content: record?.twitterDescription || ogDescription },
    { name: 'twitter:image', content: record?.twitterImage || ogImage },
  ];
  const own = readStructuredData(record?.structuredData);
  const data = own ? [jsonLd({ ...own, url: own.url ?? canonical })] : structuredData(page, canonical, origin, listings, parent, siteName);
  return {
    meta,
    links: [{ rel: 'canonical', href: canonical }],
    scripts: data.map((item) => ({ type: 'application/ld+json', children: JSON.stringify(item) })),
  };
}

/** Structured data made from the records (D15: no rating claimed). */
function structuredData(
  page: PublicPage,
  url: string,
  origin: string,
  listings: readonly Listing[],
  parent: { title: string; path: string } | undefined,
  siteName: string,
): object[] {
  const data: object[] = [];
  const context = 'https://schema.org';
  if (page.pageType === 'home') {
    data.push({ '@context': context, '@type': 'WebSite', name: siteName, url, description: page.description });
    data.push({
      '@context': context,
      '@type': 'ItemList',
      name: `${listings.length} free calculators`,
      numberOfItems: listings.length,
      itemListElement: listings.map((listing, index) => ({ '@type': 'ListItem', position: index + 1, name: listing.title, url: `${origin}${listing.path}` })),
    });
  }
  if (page.pageType === 'calculator') {
    data.push({
      '@context': context,
      '@type': 'WebApplication',
      name: page.title,
      url,
      description: page.description,
      applicationCategory: 'UtilitiesApplication',
      operatingSystem: 'Any',
      browserRequirements: 'Requires JavaScript',
      isAccessibleForFree: true,
      offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
    });
  }
  if (page.pageType !== 'home') {
    const trail = [{ title: 'Home', path: '/' }, ...(parent ? [parent] : []), { title: page.title, path: page.path }];
    data.push({
      '@context': context,
      '@type': 'BreadcrumbList',
      itemListElement: trail.map((step, index) => ({ '@type': 'ListItem', position: index + 1, name: step.title, item: `${origin}${step.path}` })),
    });
  }
  return data;
}

export { relatedCount, relatedSlugs } from './related.ts';
