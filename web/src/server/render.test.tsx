import { describe, expect, it } from 'vitest';
import { faqs } from '../calculators/dunk-calculator/content.ts';
import { seededSiteSource } from '../test/site.ts';
import { renderPage as render } from './render.tsx';

const renderPage = (url: string) => render(url, seededSiteSource());

describe('rendering a page on the server with the router server utilities', () => {
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

  it('renders a shared link with its own inputs and their results', async () => {
    // 40 to 50 is a 25% change and a difference of 10.
    const page = await renderPage('/percentage-calculator?mode=change&value1=40&value2=50');
    expect(page.body).toMatch(/<input[^>]*name="value1"[^>]*value="40"/);
    expect(page.body).toMatch(/<input[^>]*name="value2"[^>]*value="50"/);
    expect(page.body).toMatch(/data-result="percentage"[^>]*>25%</);
    expect(page.body).toMatch(/data-result="absoluteDifference"[^>]*>10</);
  });

  it('keeps the head and styles out of the body: the server serves the record head, the site style sheet styles the page', async () => {
    for (const path of ['/terms', '/percentage-calculator', '/college-gpa-calculator', '/integral-calculator']) {
      const page = await renderPage(path);
      expect(page.body, path).not.toMatch(/<(title|meta|link)\b/);
      expect(page.body, path).not.toContain('<style');
      // Styled at build time: the compiled classes, and none of Emotion's run-time ones.
      expect(page.body, path).toMatch(/class="[^"]*\b[a-z-]+__[a-zA-Z]+/);
      expect(page.body, path).not.toMatch(/\bcss-[a-z0-9]+\b/);
    }
    expect((await renderPage('/terms')).body).not.toMatch(/<script type="application\/ld\+json"/);
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
