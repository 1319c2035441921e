import { describe, expect, it, vi } from 'vitest';
import { skippedSuitesLine } from './skipped-suites.ts';
import { needs } from './test-conditions.ts';

describe('the closing line of a run', () => {
  it('names each skipped kind once, in the order the conditions are declared, with how to run it', () => {
    expect(skippedSuitesLine(['flood', 'postgres', 'docker', 'postgres'])).toBe(
      'Skipped here: PostgreSQL suites (DATABASE_URL=postgres://… npm run test:integration), Docker image test (needs a Docker daemon), ' +
        '100k URL flood (FLOOD_TEST=1 npm test -- url-flood); browser tests: npm run test:e2e',
    );
  });

  it('says nothing was skipped when every condition held, and still points at the browser tests', () => {
    expect(skippedSuitesLine([])).toBe('Skipped here: nothing; browser tests: npm run test:e2e');
  });
});

describe('needs', () => {
  it('skips and marks a test whose condition is unmet', () => {
    vi.stubEnv('FLOOD_TEST', '');
    vi.stubEnv('DATABASE_URL', 'postgres://postgres@127.0.0.1:5432/test');
    expect(needs('postgres', 'flood')).toEqual({ skip: true, meta: { unmet: ['flood'] } });
  });

  it('leaves a test to run when its conditions hold', () => {
    vi.stubEnv('FLOOD_TEST', '1');
    vi.stubEnv('DATABASE_URL', '');
    expect(needs('flood', 'embedded')).toEqual({});
  });
});
