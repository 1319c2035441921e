import { describe, expect, it } from 'vitest';
import { answerFor } from './answers.ts';

describe('answerFor', () => {
  it('serves canonical pages and the admin', () => {
    for (const path of ['/', '/percentage-calculator', '/scientific-calculator', '/general-tools', '/terms']) {
      expect(answerFor(path, '')).toEqual({ kind: 'page' });
    }
    for (const path of ['/admin', '/admin/dashboard']) expect(answerFor(path, '')).toEqual({ kind: 'admin' });
  });

  it('moves every short path and older category page to its canonical path', () => {
    const expected: Record<string, string> = {
      '/tv-height': '/tv-height-calculator',
      '/percentage': '/percentage-calculator',
      '/peptide': '/peptide-calculator',
      '/acres': '/acres-calculator',
      '/ap-english': '/ap-english-calculator',
      '/ap-chemistry': '/ap-chemistry-calculator',
      '/ap-calculus': '/ap-calculus-calculator',
      '/blooket': '/blooket-calculator',
      '/dunk': '/dunk-calculator',
      '/general': '/general-tools',
      '/education': '/education-tools',
      '/mathematical': '/mathematical-tools',
    };
    for (const [from, to] of Object.entries(expected)) {
      expect(answerFor(from, '')).toEqual({ kind: 'redirect', location: to });
    }
  });

  it('keeps the query string through a redirect, so shared inputs survive', () => {
    expect(answerFor('/percentage', '?value1=40&value2=50&mode=change')).toEqual({
      kind: 'redirect',
      location: '/percentage-calculator?value1=40&value2=50&mode=change',
    });
  });

  it('drops a trailing slash from a page path', () => {
    expect(answerFor('/terms/', '')).toEqual({ kind: 'redirect', location: '/terms' });
  });

  it('answers 404 for anything else', () => {
    expect(answerFor('/nope', '')).toEqual({ kind: 'not-found' });
    expect(answerFor('/percentage-calculator/extra', '')).toEqual({ kind: 'not-found' });
    expect(answerFor('/nope/', '')).toEqual({ kind: 'not-found' });
  });
});
