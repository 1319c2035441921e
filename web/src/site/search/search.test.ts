import { describe, expect, it } from 'vitest';
import { seededSite } from '../../test/site.ts';
import { maximumResults, searchItemsOf, substringSearch as substringSearchIn, type SearchItem, truncateDescription } from './search.ts';
import { searchIndex } from './searchIndex.ts';

const searchItems = searchItemsOf(seededSite().nav);
const substringSearch = (query: string, items: readonly SearchItem[] = searchItems) => substringSearchIn(query, items);
const search = searchIndex(searchItems);

const titles = (items: { title: string }[]) => items.map((item) => item.title);

describe('the forgiving search', () => {
  it.each([
    ['percnt', 'Percentage Calculator'],
    ['intgral', 'Integral Calculator'],
    ['sqrt', 'Scientific Calculator'],
    ['volume of a cylinder', 'Volume Calculator'],
    ['tip', 'Percentage Calculator'],
    ['chem', 'AP Chemistry Score Calculator'],
    ['scientific', 'Scientific Calculator'],
    ['derivitive', 'Derivative Calculator'],
    ['tv', 'TV Height Calculator'],
  ])('"%s" finds %s first', (query, title) => {
    expect(titles(search(query))[0]).toBe(title);
  });

  it('finds what a visitor meant by "tip" and nothing that merely gives tips', () => {
    expect(titles(search('tip'))).not.toEqual(expect.arrayContaining(['AP Chemistry Score Calculator']));
  });

  it('finds every GPA calculator for "gpa", at most six results', () => {
    expect(titles(search('gpa'))).toEqual(expect.arrayContaining(['College GPA Calculator', 'Cumulative GPA Calculator', 'Weighted GPA Calculator']));
    expect(search('calculator').length).toBeLessThanOrEqual(maximumResults);
  });

  it('matches a category: "mathematical" finds maths tools', () => {
    expect(search('mathematical').every((item) => item.category === 'Mathematical')).toBe(true);
  });

  it('finds nothing for a word nobody uses', () => expect(search('zzzxq')).toEqual([]));
});

describe('the search before the forgiving index has loaded', () => {
  it('matches titles, descriptions, categories, features and keywords case-insensitively', () => {
    expect(titles(substringSearch('CHEM'))).toContain('AP Chemistry Score Calculator');
    expect(titles(substringSearch('tip'))).toContain('Percentage Calculator');
    expect(substringSearch('mathematical')).toHaveLength(maximumResults);
  });

  it('finds nothing for an empty or blank query', () => {
    expect(substringSearch('')).toEqual([]);
    expect(substringSearch('   ')).toEqual([]);
  });
});

describe('suggestion descriptions', () => {
  it('are cut at 60 characters with an ellipsis', () => {
    const long = 'a'.repeat(61);
    expect(truncateDescription(long)).toBe(`${'a'.repeat(60)}...`);
    expect(truncateDescription('a'.repeat(60))).toBe('a'.repeat(60));
  });
});

describe('the search items', () => {
  it('hold the 27 calculators and the scientific calculator, each with its record’s keywords', () => {
    expect(searchItems).toHaveLength(28);
    expect(searchItems.every((item) => item.keywords.length > 0)).toBe(true);
  });
});
