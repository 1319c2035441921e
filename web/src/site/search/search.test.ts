import { describe, expect, it } from 'vitest';
import { seededSite } from '../../test/site.ts';
import {
  floatingSearch as floatingSearchIn,
  homeSearch as homeSearchIn,
  maximumResults,
  searchItemsOf,
  type SearchItem,
  truncateDescription,
} from './search.ts';

const searchItems = searchItemsOf(seededSite().nav);
const floatingSearch = (query: string, items: readonly SearchItem[] = searchItems) => floatingSearchIn(query, items);
const homeSearch = (query: string, items: readonly SearchItem[] = searchItems) => homeSearchIn(query, items);

const titles = (items: { title: string }[]) => items.map((item) => item.title);

describe('floating search', () => {
  it('matches titles case-insensitively: "chem" finds AP Chemistry', () => {
    expect(titles(floatingSearch('CHEM'))).toContain('AP Chemistry Score Calculator');
  });

  it('matches the category: "mathematical" finds the maths tools', () => {
    const results = floatingSearch('mathematical');
    expect(results.length).toBe(maximumResults);
    expect(results.every((item) => item.category === 'Mathematical' || /mathematical/i.test(item.title + item.description))).toBe(true);
  });

  it('shows at most six suggestions', () => {
    expect(floatingSearch('calculator')).toHaveLength(6);
  });

  it('finds nothing for an empty or blank query, or a word nobody uses', () => {
    expect(floatingSearch('')).toEqual([]);
    expect(floatingSearch('   ')).toEqual([]);
    expect(floatingSearch('zzzxq')).toEqual([]);
  });

  it('finds the scientific calculator', () => {
    expect(titles(floatingSearch('scientific'))).toContain('Scientific Calculator');
  });

  it('does not match feature phrases, which only the home search reads', () => {
    const item = { path: '/x', title: 'X', description: 'Y', icon: 'Box', category: 'General', features: ['unique-feature-word'] } as const;
    expect(floatingSearch('unique-feature-word', [item])).toEqual([]);
    expect(homeSearch('unique-feature-word', [item])).toEqual([item]);
  });
});

describe('home search', () => {
  it('matches title, description or a feature phrase', () => {
    expect(titles(homeSearch('gpa'))).toEqual(expect.arrayContaining(['College GPA Calculator', 'Cumulative GPA Calculator']));
    expect(homeSearch('gpa').length).toBeLessThanOrEqual(6);
  });

  it('does not match the category name alone', () => {
    const item = { path: '/x', title: 'X', description: 'Y', icon: 'Box', category: 'Education', features: ['z'] } as const;
    expect(homeSearch('education', [item])).toEqual([]);
  });
});

describe('suggestion descriptions', () => {
  it('are cut at 60 characters with an ellipsis', () => {
    const long = 'a'.repeat(61);
    expect(truncateDescription(long)).toBe(`${'a'.repeat(60)}...`);
    expect(truncateDescription('a'.repeat(60))).toBe('a'.repeat(60));
  });
});

describe('the search index', () => {
  it('holds the 27 calculators and the scientific calculator', () => {
    expect(searchItems).toHaveLength(28);
  });
});
