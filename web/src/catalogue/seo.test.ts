import { describe, expect, it } from 'vitest';
import { publicPageByPath, type PublicPage } from './catalogue.ts';
import { faqStructuredData, headTags, scriptJson } from './seo.ts';

const origin = 'https://calc.example';

function page(path: string): PublicPage {
  const found = publicPageByPath(path);
  if (!found) throw new Error(path);
  return found;
}

function metaContent(tags: ReturnType<typeof headTags>, key: string): string | undefined {
  for (const tag of tags.meta) {
    if ('name' in tag && tag.name === key) return tag.content;
    if ('property' in tag && tag.property === key) return tag.content;
  }
  return undefined;
}

function jsonLd(tags: ReturnType<typeof headTags>): Record<string, unknown>[] {
  return tags.scripts.map((script) => JSON.parse(script.children) as Record<string, unknown>);
}

describe('head tags of a calculator page', () => {
  const tags = headTags(page('/percentage-calculator'), { origin });

  it('has the title, description, keywords, robots and canonical link', () => {
    expect(tags.meta).toContainEqual({ title: 'Percentage Calculator | CalcSuite' });
    expect(metaContent(tags, 'description')).toBe(page('/percentage-calculator').description);
    expect(metaContent(tags, 'keywords')).toContain('percentage');
    expect(metaContent(tags, 'robots')).toBe('index, follow');
    expect(tags.links).toEqual([{ rel: 'canonical', href: 'https://calc.example/percentage-calculator' }]);
  });

  it('has Open Graph and Twitter tags', () => {
    expect(metaContent(tags, 'og:title')).toBe('Percentage Calculator | CalcSuite');
    expect(metaContent(tags, 'og:url')).toBe('https://calc.example/percentage-calculator');
    expect(metaContent(tags, 'og:description')).toBe(page('/percentage-calculator').description);
    expect(metaContent(tags, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(tags, 'twitter:title')).toBe('Percentage Calculator | CalcSuite');
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
  it('lists the 27 calculators as free structured data', () => {
    const data = jsonLd(headTags(page('/'), { origin }));
    expect(data.find((entry) => entry['@type'] === 'ItemList')).toMatchObject({ numberOfItems: 27 });
    expect(data.some((entry) => entry['@type'] === 'BreadcrumbList')).toBe(false);
  });
});

describe('head tags of a static page', () => {
  it('describe its place under Home as a breadcrumb', () => {
    const breadcrumb = jsonLd(headTags(page('/terms'), { origin })).find((entry) => entry['@type'] === 'BreadcrumbList') as {
      itemListElement: { name: string }[];
    };
    expect(breadcrumb.itemListElement.map((item) => item.name)).toEqual(['Home', 'Terms of Service']);
  });
});

describe('a page kept out of search results', () => {
  it('says noindex and has no canonical link or structured data', () => {
    const tags = headTags(page('/tv-height-calculator'), { origin, noindex: true });
    expect(metaContent(tags, 'robots')).toBe('noindex, nofollow');
    expect(tags.links).toEqual([]);
    expect(tags.scripts).toEqual([]);
  });
});

describe('JSON inside a script element', () => {
  it('cannot close the element, open a comment or break a line in old parsers', () => {
    const text = scriptJson({ answer: '</script><!-- & \u2028\u2029' });
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual({ answer: '</script><!-- & \u2028\u2029' });
  });
});
