import { Kind, visit, type ArgumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { pageSize } from '../records/RecordsTab.tsx';
import { PagesQuery } from './documents.ts';

describe('the page list query', () => {
  it('asks for as many records as the list shows on a page', () => {
    const sizes: string[] = [];
    visit(PagesQuery, {
      Field(field) {
        if (field.name.value !== 'pages') return;
        const first = field.arguments?.find((argument: ArgumentNode) => argument.name.value === 'first');
        if (first?.value.kind === Kind.INT) sizes.push(first.value.value);
      },
    });
    expect(sizes).toEqual([String(pageSize)]);
  });
});
