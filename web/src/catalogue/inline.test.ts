import { describe, expect, it } from 'vitest';
import { inlineParts } from './inline.ts';

describe('inlineParts', () => {
  it('splits text into plain text, links, strong and code, in order', () => {
    expect(inlineParts('See [terms](/terms), **bold** and `sid`.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'terms', href: '/terms', internal: true },
      { kind: 'text', text: ', ' },
      { kind: 'strong', text: 'bold' },
      { kind: 'text', text: ' and ' },
      { kind: 'code', text: 'sid' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('takes https and mailto links as external ones', () => {
    expect(inlineParts('[a](https://example.org/x?y=1)')).toEqual([{ kind: 'link', text: 'a', href: 'https://example.org/x?y=1', internal: false }]);
    expect(inlineParts('[b](mailto:hello@calcsuite.app)')).toEqual([{ kind: 'link', text: 'b', href: 'mailto:hello@calcsuite.app', internal: false }]);
  });

  it('leaves a link to any other place as plain text, brackets and all', () => {
    for (const source of ['[x](javascript:alert(1))', '[x](//evil.example/)', '[x](http://example.org)', '[x](data:text/html,hi)', '[x](mailto:nobody)']) {
      expect(
        inlineParts(source).map((part) => part.kind),
        source,
      ).not.toContain('link');
      expect(
        inlineParts(source)
          .map((part) => part.text)
          .join(''),
        source,
      ).toBe(source);
    }
  });

  it('leaves unclosed marks as they are', () => {
    expect(inlineParts('2 ** 3 and `x and [y](')).toEqual([{ kind: 'text', text: '2 ** 3 and `x and [y](' }]);
  });
});
