import { describe, expect, it } from 'vitest';
import { publicPages } from '../catalogue.ts';
import { createSite, type PageView, type SiteRecords } from '../site.ts';
import { faqStructuredData, scriptJson, type HeadTags } from '../seo.ts';
import { seedRecords } from './records.ts';

const origin = 'https://calc.example';

function view(path: string, records: SiteRecords = seedRecords(), options: { preview?: boolean } = {}): PageView {
  const found = createSite(records, origin).page(path, options);
  if (!found) throw new Error(`${path} is not public`);
  return found;
}

function metaContent(tags: HeadTags, key: string): string | undefined {
  for (const tag of tags.meta) {
    if ('name' in tag && tag.name === key) return tag.content;
    if ('property' in tag && tag.property === key) return tag.content;
  }
  return undefined;
}

function jsonLd(tags: HeadTags): Record<string, unknown>[] {
  return tags.scripts.map((script) => JSON.parse(script.children) as Record<string, unknown>);
}

/** The seed with one record of a kind changed. */
function withRecord<K extends 'calculators' | 'pages' | 'seo'>(kind: K, slug: string, change: Partial<SiteRecords[K][number]>): SiteRecords {
  const records = seedRecords();
  const key = kind === 'calculators' ? 'calculatorSlug' : 'pageSlug';
  return {
    ...records,
    [kind]: records[kind].map((record) => ((record as unknown as Record<string, unknown>)[key] === slug ? { ...record, ...change } : record)),
  };
}

describe('the seeded site', () => {
  it('makes every catalogue page public', () => {
    const site = createSite(seedRecords(), origin);
    for (const page of publicPages) expect(site.page(page.path), page.path).toBeDefined();
    expect(site.sitemap.map((entry) => entry.path)).toEqual(publicPages.map((page) => page.path));
  });

  it('gives every calculator its How it works from the record, with steps, formula, uses and best practices', () => {
    for (const page of publicPages.filter((entry) => entry.pageType === 'calculator')) {
      const howItWorks = view(page.path).howItWorks;
      expect(howItWorks?.steps.length, page.path).toBeGreaterThan(0);
      expect(howItWorks?.formula, page.path).not.toBe('');
      expect(howItWorks?.uses.length, page.path).toBeGreaterThan(0);
      expect(howItWorks?.bestPractices.length, page.path).toBeGreaterThan(0);
    }
  });
});

describe('head tags of a calculator page', () => {
  const tags = view('/percentage-calculator').head;

  it('has the title, description, keywords, robots and canonical link', () => {
    expect(tags.meta).toContainEqual({ title: 'Percentage Calculator | CalcSuite' });
    expect(metaContent(tags, 'description')).toBe(view('/percentage-calculator').description);
    expect(metaContent(tags, 'keywords')).toContain('percentage');
    expect(metaContent(tags, 'robots')).toBe('index, follow');
    expect(tags.links).toEqual([{ rel: 'canonical', href: 'https://calc.example/percentage-calculator' }]);
  });

  it('has Open Graph and Twitter tags, the addresses on the site origin', () => {
    expect(metaContent(tags, 'og:title')).toBe('Percentage Calculator | CalcSuite');
    expect(metaContent(tags, 'og:url')).toBe('https://calc.example/percentage-calculator');
    expect(metaContent(tags, 'og:image')).toBe('https://calc.example/og-image.png');
    expect(metaContent(tags, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(tags, 'twitter:title')).toBe('Percentage Calculator | CalcSuite');
    expect(metaContent(tags, 'twitter:image')).toBe('https://calc.example/og-image.png');
  });

  it('describes a free WebApplication and its breadcrumb, and claims no rating (D15)', () => {
    const data = jsonLd(tags);
    const app = data.find((entry) => entry['@type'] === 'WebApplication');
    expect(app).toMatchObject({ name: 'Percentage Calculator', offers: { price: '0', priceCurrency: 'USD' } });
    const breadcrumb = data.find((entry) => entry['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] };
    expect(breadcrumb.itemListElement.map((item) => item.name)).toEqual(['Home', 'General Calculators', 'Percentage Calculator']);
    expect(JSON.stringify(data)).not.toMatch(/AggregateRating|ratingValue|ratingCount/);
  });

  it('describes questions and answers as FAQPage data, kept out of the head', () => {
    expect(faqStructuredData([{ question: 'Q?', answer: 'A.' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } }],
    });
    expect(jsonLd(tags).some((entry) => entry['@type'] === 'FAQPage')).toBe(false);
  });
});

describe('head tags of the home page', () => {
  it('lists the 27 calculators as free structured data, by their records', () => {
    const data = jsonLd(view('/').head);
    expect(data.find((entry) => entry['@type'] === 'ItemList')).toMatchObject({ numberOfItems: 27 });
    expect(data.some((entry) => entry['@type'] === 'BreadcrumbList')).toBe(false);
    const renamed = jsonLd(view('/', withRecord('calculators', 'ratio-calculator', { title: 'Ratio Solver' })).head);
    expect(JSON.stringify(renamed)).toContain('"name":"Ratio Solver"');
    const fewer = jsonLd(view('/', withRecord('calculators', 'ratio-calculator', { isActive: false })).head);
    expect(fewer.find((entry) => entry['@type'] === 'ItemList')).toMatchObject({ numberOfItems: 26 });
  });
});

describe('head tags of a static page', () => {
  it('describe its place under Home as a breadcrumb', () => {
    const breadcrumb = jsonLd(view('/terms').head).find((entry) => entry['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] };
    expect(breadcrumb.itemListElement.map((item) => item.name)).toEqual(['Home', 'Terms of Service']);
  });
});

describe('the SEO meta record drives the head', () => {
  it('an empty canonical URL means the page’s own address on the site origin, and og:url follows the canonical', () => {
    const own = view('/terms', withRecord('seo', 'terms', { canonicalUrl: '' })).head;
    expect(own.links).toEqual([{ rel: 'canonical', href: 'https://calc.example/terms' }]);
    expect(metaContent(own, 'og:url')).toBe('https://calc.example/terms');
    const moved = view('/terms', withRecord('seo', 'terms', { canonicalUrl: 'https://other.example/legal/terms' })).head;
    expect(moved.links).toEqual([{ rel: 'canonical', href: 'https://other.example/legal/terms' }]);
    expect(metaContent(moved, 'og:url')).toBe('https://other.example/legal/terms');
  });

  it('empty social fields fall back to the title, the description and the site image; set ones win', () => {
    const records = withRecord('seo', 'dmca', {
      metaTitle: 'DMCA | Site',
      metaDescription: 'How to send a notice.',
      ogTitle: null,
      ogDescription: '',
      ogImage: null,
      twitterTitle: 'On X',
      twitterImage: 'https://images.example/x.png',
    });
    const tags = view('/dmca', records).head;
    expect(metaContent(tags, 'og:title')).toBe('DMCA | Site');
    expect(metaContent(tags, 'og:description')).toBe('How to send a notice.');
    expect(metaContent(tags, 'og:image')).toBe('https://calc.example/og-image.png');
    expect(metaContent(tags, 'twitter:title')).toBe('On X');
    expect(metaContent(tags, 'twitter:description')).toBe('How to send a notice.');
    expect(metaContent(tags, 'twitter:image')).toBe('https://images.example/x.png');
  });

  it('set structured data replaces the data made from the records, written as JSON-LD at the canonical URL', () => {
    const tags = view('/contact', withRecord('seo', 'contact', { structuredData: { type: 'ContactPage', name: 'Write to us' } })).head;
    expect(jsonLd(tags)).toEqual([{ '@context': 'https://schema.org', '@type': 'ContactPage', name: 'Write to us', url: 'https://calc.example/contact' }]);
  });

  it("set structured data's offers, entries and questions become schema.org's nested types", () => {
    const structuredData = {
      type: 'FAQPage',
      url: 'https://calc.example/faq',
      offers: { price: '0', priceCurrency: 'USD' },
      items: [{ name: 'Percentage', url: 'https://calc.example/percentage-calculator' }],
      questions: [{ question: 'Is it free?', answer: 'Yes.' }],
    };
    const tags = view('/contact', withRecord('seo', 'contact', { structuredData })).head;
    expect(jsonLd(tags)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        url: 'https://calc.example/faq',
        offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
        numberOfItems: 1,
        itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Percentage', url: 'https://calc.example/percentage-calculator' }],
        mainEntity: [{ '@type': 'Question', name: 'Is it free?', acceptedAnswer: { '@type': 'Answer', text: 'Yes.' } }],
      },
    ]);
  });

  it('structured data that does not fit its shape (a record from before the shape) leaves the data made from the records', () => {
    const made = jsonLd(view('/contact').head);
    const tags = view('/contact', withRecord('seo', 'contact', { structuredData: { '@context': 'https://schema.org', '@type': 'ContactPage' } })).head;
    expect(jsonLd(tags)).toEqual(made);
    expect(made.map((item) => item['@type'])).toEqual(['BreadcrumbList']);
  });
});

describe('what is public', () => {
  it('a draft page record or an inactive calculator hides the page; a signed-in admin may still preview it, kept from search engines', () => {
    const draft = createSite(withRecord('pages', 'terms', { isPublished: false }), origin);
    expect(draft.page('/terms')).toBeUndefined();
    expect(draft.sitemap.map((entry) => entry.path)).not.toContain('/terms');
    expect(draft.nav.pages.map((page) => page.path)).not.toContain('/terms');
    const preview = draft.page('/terms', { preview: true });
    expect(preview?.preview).toBe(true);
    expect(metaContent(preview?.head ?? { meta: [], links: [], scripts: [] }, 'robots')).toBe('noindex, nofollow');

    const inactive = createSite(withRecord('calculators', 'volume-calculator', { isActive: false }), origin);
    expect(inactive.page('/volume-calculator')).toBeUndefined();
    expect(inactive.sitemap.map((entry) => entry.path)).not.toContain('/volume-calculator');
    expect(inactive.nav.categories.flatMap((category) => category.calculators.map((calculator) => calculator.slug))).not.toContain('volume-calculator');
    expect(inactive.page('/volume-calculator', { preview: true })?.preview).toBe(true);
  });

  it('a calculator whose page record is a draft is hidden too, though its record is active', () => {
    const site = createSite(withRecord('pages', 'ratio-calculator', { isPublished: false }), origin);
    expect(site.page('/ratio-calculator')).toBeUndefined();
    expect(site.nav.categories.flatMap((category) => category.calculators.map((calculator) => calculator.slug))).not.toContain('ratio-calculator');
  });

  it('a page with no page record is not public', () => {
    const records = seedRecords();
    const site = createSite({ ...records, pages: records.pages.filter((record) => record.pageSlug !== 'privacy') }, origin);
    expect(site.page('/privacy')).toBeUndefined();
  });
});

describe('records the site cannot read', () => {
  it('leave out How it works that does not fit its shape, features that are not text and icons the site does not have', () => {
    const page = view(
      '/percentage-calculator',
      withRecord('calculators', 'percentage-calculator', { howItWorks: { steps: 'not a list' }, features: ['Fast', 3, null, ''], icon: 'NoSuchIcon' }),
    );
    expect(page.howItWorks).toBeUndefined();
    expect(page.features).toEqual(['Fast']);
    expect(page.icon).toBe('Percent');
  });
});

describe('JSON inside a script element', () => {
  it('cannot close the element, open a comment or break a line in old parsers', () => {
    const text = scriptJson({ answer: '</script><!-- & \u2028\u2029' });
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual({ answer: '</script><!-- & \u2028\u2029' });
  });
});
