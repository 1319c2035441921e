import { registerEnumType } from 'type-graphql';

export const pageTypes = ['home', 'category', 'calculator', 'page'] as const;
export type PageType = (typeof pageTypes)[number];

/** The page types as a GraphQL enum whose values are the words stored and sent. */
export const PageTypeEnum = { home: 'home', category: 'category', calculator: 'calculator', page: 'page' } as const satisfies Record<PageType, PageType>;

registerEnumType(PageTypeEnum, { name: 'PageType', description: 'What kind of public page a page record is.' });
