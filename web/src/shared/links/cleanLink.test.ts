import { describe, expect, it } from 'vitest';
import { makeRouter } from '../../router.ts';
import { cleanLink } from './cleanLink.ts';

const router = makeRouter(undefined, { server: true });
const clean = (href: string) => cleanLink(router, href);
/** The link and its resets; `inputs` (the page cache's key) is asserted where it differs from `href`. */
const cleaned = (href: string) => {
  const { inputs: _inputs, ...link } = clean(href);
  return link;
};

describe('cleaning a link with the routes’ own schemas', () => {
  it('keeps a link the page reads as it is, Copy link’s gradeScale=4.0 included', () => {
    for (const href of [
      '/college-gpa-calculator?gradeScale=4.0',
      '/college-gpa-calculator?gradeScale=4.3',
      '/percentage-calculator?mode=change&value1=40&value2=50',
      '/integral-calculator?function=e%5Ex&lowerLimit=0&upperLimit=50&method=simpson&intervals=100',
      '/limit-calculator?function=x%5E50%2Fe%5Ex&point=inf&direction=both',
    ]) {
      expect(cleaned(href), href).toEqual({ href, reset: [] });
    }
  });

  it('resets an unknown choice and says which value it was', () => {
    expect(cleaned('/percentage-calculator?mode=bogus&value1=50&value2=75')).toEqual({
      href: '/percentage-calculator?value1=50&value2=75',
      reset: [{ name: 'mode', written: 'bogus', partly: false }],
    });
    expect(clean('/volume-calculator?shape=Cylinder').reset.map((reset) => reset.name)).toEqual(['shape']);
  });

  it('resets a row list that is not one, and names a list whose rows were partly read', () => {
    expect(cleaned('/college-gpa-calculator?courses=garbage')).toEqual({
      href: '/college-gpa-calculator',
      reset: [{ name: 'courses', written: 'garbage', partly: false }],
    });
    const partly = clean('/college-gpa-calculator?courses=%5B%7B%22name%22%3A%22Maths%22%2C%22creditHours%22%3A3%2C%22grade%22%3A%22Z%22%7D%5D');
    expect(partly.reset).toEqual([{ name: 'courses', written: '[{"name":"Maths","creditHours":3,"grade…', partly: true }]);
    // The unknown grade reads as no grade; the rest of the row stays.
    expect(new URL(partly.href, 'http://x').searchParams.get('courses')).toBe('[{"name":"Maths","creditHours":3,"grade":""}]');
  });

  it('resets a value longer than its field takes, shortening what it says of it', () => {
    const long = 'x'.repeat(5000);
    const cleaned = clean(`/integral-calculator?function=${long}`);
    expect(cleaned.href).toBe('/integral-calculator');
    expect(cleaned.reset).toEqual([{ name: 'function', written: `${'x'.repeat(39)}…`, partly: false }]);
  });

  it('writes a value in the one form it reads back as, which is no reset', () => {
    expect(cleaned('/percentage-calculator?value1=050&value2=1.50')).toEqual({ href: '/percentage-calculator?value1=50&value2=1.5', reset: [] });
    // Text that is not a number stays for the field to say so; it is not reset.
    expect(cleaned('/percentage-calculator?value1=abc')).toEqual({ href: '/percentage-calculator?value1=abc', reset: [] });
  });

  it('keeps the parameters a page does not have, and the query of pages without inputs', () => {
    expect(clean('/percentage-calculator?utm_source=news&mode=bogus')).toEqual({
      href: '/percentage-calculator?utm_source=news',
      inputs: '/percentage-calculator',
      reset: [{ name: 'mode', written: 'bogus', partly: false }],
    });
    expect(clean('/terms?q=hello')).toEqual({ href: '/terms?q=hello', inputs: '/terms', reset: [] });
  });

  it('keys a page by the values its route reads, in one order, whatever else the link carries', () => {
    const inputs = '/integral-calculator?function=x&intervals=10&lowerLimit=0&method=simpson&upperLimit=1';
    expect(clean('/integral-calculator?upperLimit=1&method=simpson&lowerLimit=0&intervals=10&function=x&ref=mail').inputs).toBe(inputs);
    expect(clean('/integral-calculator?function=x&lowerLimit=0&upperLimit=1&method=simpson&intervals=10').inputs).toBe(inputs);
  });

  it('resets a value given twice, which no field holds', () => {
    expect(clean('/percentage-calculator?value1=50&value1=60').reset.map((reset) => reset.name)).toEqual(['value1']);
  });

  it('is its own clean link: cleaning a clean link changes nothing', () => {
    for (const href of [
      '/percentage-calculator?mode=bogus&value1=050',
      '/college-gpa-calculator?courses=%5B1%2C2%5D&gradeScale=5',
      '/tv-height-calculator?tvSize=%2465',
    ]) {
      const once = clean(href);
      expect(cleaned(once.href)).toEqual({ href: once.href, reset: [] });
    }
  });
});
