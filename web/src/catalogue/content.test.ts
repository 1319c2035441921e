import { describe, expect, it } from 'vitest';
import { contentProblem, contentProblems, howItWorksSchema, pageContentSchema } from './content.ts';

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

describe('contentProblems', () => {
  it('lists every field that does not fit, once each, by path', () => {
    const content = {
      blocks: [{ type: 'note', heading: ' ', text: 'x'.repeat(2001) }],
      sections: [{ heading: 'Help', blocks: [{ type: 'cards', cards: [{ title: 'Mail', text: '', icon: 'Envelope' }] }] }],
    };
    expect(contentProblems(pageContentSchema, content)).toEqual({
      'blocks.0.heading': 'must not be empty',
      'blocks.0.text': 'must be at most 2000 characters',
      'sections.0.blocks.0.cards.0.text': 'must not be empty',
      'sections.0.blocks.0.cards.0.icon': "must be one of the site's icons",
    });
  });

  it('has nothing to say about an empty object or a record that fits', () => {
    expect(contentProblems(pageContentSchema, {})).toEqual({});
    expect(contentProblems(pageContentSchema, { sections: [{ heading: 'Contact', blocks: [{ type: 'list', items: ['Write'] }] }] })).toEqual({});
  });
});
