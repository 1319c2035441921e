import { describe, expect, it } from 'vitest';
import { contentProblem, howItWorksSchema, pageContentSchema } from './content.ts';

describe('contentProblem', () => {
  it('accepts an empty object as "nothing yet" and a record that fits', () => {
    expect(contentProblem(pageContentSchema, {})).toBeNull();
    expect(contentProblem(pageContentSchema, { sections: [{ heading: 'Contact', blocks: [{ type: 'paragraph', text: 'Write to us.' }] }] })).toBeNull();
  });

  it('names an unknown key by its name', () => {
    expect(contentProblem(pageContentSchema, { blocks: [{ type: 'paragraph', text: 'x', colour: 'red' }] })).toBe('blocks.0.colour: unknown key "colour"');
  });

  it('says a missing key is required, not that it is unknown', () => {
    expect(contentProblem(pageContentSchema, { blocks: [{ type: 'note', heading: 'Tip' }] })).toBe('blocks.0.text: is required');
    expect(contentProblem(howItWorksSchema, { steps: ['Enter a value'], uses: [], bestPractices: [] })).toBe('formula: is required');
  });

  it('says a value that is no object is of the wrong type', () => {
    expect(contentProblem(pageContentSchema, 'terms')).toBe('Invalid type: Expected Object but received "terms"');
  });
});
