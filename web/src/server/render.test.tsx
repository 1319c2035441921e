import { describe, expect, it } from 'vitest';
import type { FromRenderWorker, RenderPort, ToRenderWorker } from '../catalogue/rendering.ts';
import { faqSeeds } from '../catalogue/seed/faqs.ts';
import { seededSiteSource } from '../test/site.ts';
import { renderPage as render, serveRenders } from './render.tsx';

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
    // The seeded site: the Dunk calculator's FAQ entry records, as the first start writes them.
    const faqs = faqSeeds['dunk-calculator'] ?? [];
    expect(faqs.length).toBeGreaterThan(0);
    const page = await renderPage('/dunk-calculator');
    const blocks = [...page.body.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
      ([, json]) => JSON.parse(json ?? '') as Record<string, unknown>,
    );
    const faqPage = blocks.find((data) => data['@type'] === 'FAQPage') as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] } | undefined;
    expect(faqPage?.mainEntity.map((entry) => entry.name)).toEqual(faqs.map((faq) => faq.question));
    expect(faqPage?.mainEntity[0]?.acceptedAnswer.text).toBe(faqs[0]?.answer);
    for (const faq of faqs) expect(page.body).toContain(`>${faq.question}<`);
  });

  it('renders a link with values its page cannot read as the page with those values reset, saying which', async () => {
    const page = await renderPage('/percentage-calculator?mode=bogus&value1=50&value2=75');
    expect(page.status).toBe(200);
    expect(page.body).toMatch(/data-link-reset="mode"/);
    expect(page.body).toMatch(/<code[^>]*>mode<\/code> \(<code[^>]*>bogus<\/code>\) could not be read and is back to its default\./);
    // The default mode, change, from 50 to 75: 50%.
    expect(page.body).toMatch(/data-result="percentage"[^>]*>50%</);
    for (const url of [
      '/college-gpa-calculator?courses=garbage&gradeScale=9',
      '/volume-calculator?shape=Cylinder',
      '/triangle-calculator?calculationType=XYZ',
      `/integral-calculator?function=${'x'.repeat(5000)}`,
    ]) {
      const answer = await renderPage(url);
      expect(answer.status, url).toBe(200);
      expect(answer.body, url).toMatch(/data-link-reset="[a-zA-Z ]+"/);
    }
    expect((await renderPage('/college-gpa-calculator?gradeScale=4.0')).body).not.toContain('data-link-reset');
  });

  it('hands the clean link to the browser, which takes the page over at that address', async () => {
    const page = await renderPage('/percentage-calculator?mode=bogus&value1=50');
    expect(page.body).toContain('/percentage-calculator?value1=50');
  });

  it('suggests related calculators from the same category on every calculator page', async () => {
    const page = await renderPage('/percentage-calculator');
    const related = page.body.slice(page.body.indexOf('aria-labelledby="related-calculators"'));
    expect(related).toMatch(/<h2[^>]*>Related calculators<\/h2>/);
    // The other general calculators, in their listing order, four of them.
    expect([...related.matchAll(/href="(\/[a-z-]+)"/g)].slice(0, 4).map(([, path]) => path)).toEqual([
      '/tv-height-calculator',
      '/peptide-calculator',
      '/acres-calculator',
      '/blooket-calculator',
    ]);
  });

  it('answers an unknown path with the Page Not Found page and status 404', async () => {
    const page = await renderPage('/no-such-page');
    expect(page.status).toBe(404);
    expect(page.body).toMatch(/<h1[^>]*>Page Not Found<\/h1>/);
  });
});

describe('every page render is bounded', () => {
  // x^x^…^x with 100 x's (199 characters, within the field's 200): its derivative written out has 20,692 nodes.
  const tower = Array.from({ length: 100 }, () => 'x').join('^');

  it('renders the derivative of a 100-x tower in under 150 KB, saying what it shortened', async () => {
    for (const method of ['analytical', 'numerical']) {
      const page = await renderPage(`/derivative-calculator?function=${encodeURIComponent(tower)}&method=${method}`);
      expect(page.status).toBe(200);
      expect(page.body.length).toBeLessThan(150_000);
      if (method === 'numerical') {
        expect(page.body).toMatch(/data-result="derivative"[^>]*>Shortened: too long to show on this page</);
        expect(page.body).toMatch(/data-shortened="steps"[^>]*>Shortened: some steps or expressions are too long to show in full on this page\./);
      } else {
        expect(page.body).toContain('too long to work out symbolically here. Choose the numerical method for f′(1).');
      }
    }
  });
});

/** A render worker's port, in memory: `answer` plays the server, `send` is what the server posts. */
function workerPort(answer: (message: FromRenderWorker, send: (message: ToRenderWorker) => void) => void): RenderPort {
  let toWorker: (message: ToRenderWorker) => void = () => {};
  // Each message is delivered later, as a real port's is.
  const send = (message: ToRenderWorker) => setTimeout(() => toWorker(message));
  return {
    on: (_event, listener) => (toWorker = listener),
    postMessage: (message) => setTimeout(() => answer(message, send)),
  };
}

describe("a render worker's side of the protocol (the server's is graphql/src/site/render-workers.ts)", () => {
  it("renders what it is asked, with the site's data asked of the server, as the server's own render would", async () => {
    const heard: FromRenderWorker[] = [];
    const site = seededSiteSource({ today: '2026-11-29' });
    const url = '/percentage-calculator?mode=change&value1=40&value2=50';
    const answer = await new Promise<FromRenderWorker>((resolve) =>
      serveRenders(
        workerPort((message, send) => {
          heard.push(message);
          if (message.type === 'ready') send({ type: 'render', id: 7, url, options: {} });
          if (message.type === 'load') void site.load(message.path).then((payload) => send({ type: 'loaded', id: message.id, payload }));
          if (message.type === 'rendered' || message.type === 'failed') resolve(message);
        }),
      ),
    );
    const own = await render(url, site);
    expect(answer.type).toBe('rendered');
    if (answer.type !== 'rendered') return;
    expect(answer.id).toBe(7);
    expect(answer.page.status).toBe(200);
    // The router's hand-over names the moment of its render: the rest is the same page.
    const withoutMoments = (body: string) => body.replace(/\b\d{13}\b/g, '');
    expect(withoutMoments(answer.page.body)).toBe(withoutMoments(own.body));
    expect(answer.page.body).toMatch(/data-result="percentage"[^>]*>25%</);
    expect(heard.flatMap((message) => (message.type === 'load' ? [message.path] : []))).toEqual(['/percentage-calculator', '/percentage-calculator']);
  });

  it('answers a render whose site data could not be had with the reason, never with an error page', async () => {
    const answer = await new Promise<FromRenderWorker>((resolve) =>
      serveRenders(
        workerPort((message, send) => {
          if (message.type === 'ready') send({ type: 'render', id: 1, url: '/percentage-calculator', options: {} });
          if (message.type === 'load') send({ type: 'loaded', id: message.id, error: 'Connection terminated unexpectedly' });
          if (message.type === 'rendered' || message.type === 'failed') resolve(message);
        }),
      ),
    );
    expect(answer).toEqual({ type: 'failed', id: 1, message: '/percentage-calculator could not be rendered: Connection terminated unexpectedly' });
  });
});
