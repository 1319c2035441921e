import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, Field, Info, InputType, Int, ObjectType, Query, Resolver, registerEnumType } from 'type-graphql';
import type { RequestContext } from '../../api/context.ts';
import { selectedFields } from '../../api/selection.ts';
import { listPage, type RecordData } from '../../api/records.ts';
import { crudResolver, limitDescription, offsetDescription } from '../../api/crud-resolver.ts';
import { DatabaseCost } from '../../api/limits.ts';
import { RecordFields } from '../../api/record-fields.ts';
import { inputTypeOf, outputTypeOf } from '../../api/content-types.ts';
import { pageContentSchema } from '#catalogue/content.ts';
import type { Page, PageType } from './page.entity.ts';
import { pageService } from './page.service.ts';

// Made when the module loads: type-graphql must know every type before it builds the schema.
const PageContentType = outputTypeOf(pageContentSchema);
const PageContentInput = inputTypeOf(pageContentSchema);

/** The page types as a GraphQL enum whose values are the words stored and sent. */
export const PageTypeEnum = { home: 'home', category: 'category', calculator: 'calculator', page: 'page' } as const satisfies Record<PageType, PageType>;

registerEnumType(PageTypeEnum, { name: 'PageType', description: 'What kind of public page a page record is.' });

@ObjectType('Page', { simpleResolvers: true, description: 'A page content record: the editable content of one public page.' })
export class PageObject extends RecordFields {
  @Field(() => PageTypeEnum, { description: 'What kind of page it is.' })
  pageType!: PageType;

  @Field(() => String, { description: "Unique key: the page's canonical path without its leading slash ('home' for /). Not editable after creation." })
  pageSlug!: string;

  @Field(() => String, { description: 'Page title.' })
  title!: string;

  @Field(() => String, { description: 'Short description of the page.' })
  description!: string;

  @Field(() => PageContentType, { description: 'The body of the page: blocks under its introduction, then titled sections.' })
  content!: Record<string, unknown>;

  @Field(() => Boolean, { description: 'Published pages are visible to the public API; drafts are not.' })
  isPublished!: boolean;
}

@InputType({ description: 'The fields of a page record. On create, pageSlug and title are required; on update, absent fields stay unchanged.' })
export class PageInput {
  @Field(() => PageTypeEnum, { nullable: true, description: 'Default page.' })
  pageType?: PageType;

  @Field(() => String, { nullable: true, description: 'Lowercase letters, digits and hyphens, at most 100 characters. Required on create; cannot change.' })
  pageSlug?: string;

  @Field(() => String, { nullable: true, description: 'Required, at most 200 characters.' })
  title?: string;

  @Field(() => String, { nullable: true, description: 'At most 5000 characters.' })
  description?: string;

  @Field(() => PageContentInput, { nullable: true, description: 'The body of the page (default: none).' })
  content?: Record<string, unknown>;

  @Field(() => Boolean, { nullable: true, description: 'Default false (a draft).' })
  isPublished?: boolean;

  @Field(() => Int, { nullable: true, description: 'On update: the version you last read; omit it to apply the update regardless.' })
  version?: number;
}

@Resolver(() => PageObject)
export class PageResolver extends crudResolver(PageObject, PageInput, pageService, {
  list: 'pages',
  get: 'page',
  create: 'createPage',
  update: 'updatePage',
  remove: 'deletePage',
  slugArg: 'pageSlug',
  count: 'pageCount',
  order: 'by pageSlug',
  label: 'page record',
}) {
  @DatabaseCost(1)
  @Query(() => [PageObject], {
    description: 'Published page records, ordered by pageSlug: at most `limit` after the first `offset`. Public: no sign-in needed.',
  })
  async publishedPages(
    @Arg('limit', () => Int, { nullable: true, description: limitDescription }) limit: number | null,
    @Arg('offset', () => Int, { nullable: true, description: offsetDescription }) offset: number | null,
    @Ctx() ctx: RequestContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<RecordData<Page>[]> {
    return pageService.list(ctx, { isPublished: true }, selectedFields(info), listPage(limit, offset));
  }

  @DatabaseCost(1)
  @Query(() => Int, { description: 'How many page records are published: the total of publishedPages. Public: no sign-in needed.' })
  async publishedPageCount(@Ctx() ctx: RequestContext): Promise<number> {
    return pageService.count(ctx, { isPublished: true });
  }
}
