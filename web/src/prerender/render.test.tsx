import { describe, expect, it } from 'vitest';
import { faqs } from '../calculators/dunk-calculator/content.ts';
import { renderPage } from './render.tsx';

describe('pre-rendering a page with the router server utilities', () => {
  it('renders the real page: heading, default inputs and their computed results, and the router hand-over', async () => {
    const page = await renderPage('/percentage-calculator');
    expect(page.status).toBe(200);
    expect(page.body).toMatch(/<h1[^>]*>Percentage Calculator<\/h1>/);
    // The defaults, 100 to 125, are a 25% change and a difference of 25.
    expect(page.body).toMatch(/<input[^>]*name="value1"[^>]*value="100"/);
    expect(page.body).toMatch(/<input[^>]*name="value2"[^>]*value="125"/);
    expect(page.body).toMatch(/data-result="percentage"[^>]*>25%</);
    expect(page.body).toMatch(/data-result="absoluteDifference"[^>]*>25</);
    expect(page.body).toContain('self.$_TSR');
  });

  it('keeps the head and the styles out of the body: the server serves the record head, the styles go to the head', async () => {
    // A page styled at build time alone (the site's style sheet, linked from index.html) has no run-time styles at all.
    const terms = await renderPage('/terms');
    expect(terms.body).not.toMatch(/<(title|meta|link)\b/);
    expect(terms.body).not.toContain('application/ld+json');
    expect(terms.body).not.toContain('<style');
    expect(terms.body).toContain('class="static-page__');
    expect(terms.styles).toBe('');
    // A calculator renders Chakra components: their styles go to the head.
    const page = await renderPage('/percentage-calculator');
    expect(page.body).not.toContain('<style');
    // Global styles first, marked as placed; the regular rules under the attribute the app registers them from.
    expect(page.styles).toMatch(/^<style data-emotion="css-global [^"]+" data-s="">/);
    expect(page.styles.match(/<style data-served-emotion="css [^"]+">/g)).toHaveLength(1);
    expect(page.styles).not.toMatch(/<style data-emotion="css /);
    // Every Chakra class in the markup has its rule among the styles.
    for (const [, name] of page.body.matchAll(/class="[^"]*\b(css-[a-z0-9]+)\b/g)) expect(page.styles, name).toContain(`.${name}`);
  });

  it('carries the questions and answers as FAQPage structured data beside the visible ones', async () => {
    const page = await renderPage('/dunk-calculator');
    const blocks = [...page.body.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
      ([, json]) => JSON.parse(json ?? '') as Record<string, unknown>,
    );
    const faqPage = blocks.find((data) => data['@type'] === 'FAQPage') as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] } | undefined;
    expect(faqPage?.mainEntity.map((entry) => entry.name)).toEqual(faqs.map((faq) => faq.question));
    expect(faqPage?.mainEntity[0]?.acceptedAnswer.text).toBe(faqs[0]?.answer);
    for (const faq of faqs) expect(page.body).toContain(`>${faq.question}<`);
  });

  it('answers an unknown path with the Page Not Found page and status 404', async () => {
    const page = await renderPage('/no-such-page');
    expect(page.status).toBe(404);
    expect(page.body).toMatch(/<h1[^>]*>Page Not Found<\/h1>/);
  });
});
