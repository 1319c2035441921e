import { Arg, Args, ArgsType, Ctx, Field, InputType, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../api/context.ts';
import { crudResolver } from '../../api/crud-resolver.ts';
import { DatabaseCost } from '../../api/limits.ts';
import { connectionType, PagingArgs } from '../../api/connection-types.ts';
import { inputTypeOf, outputTypeOf } from '../../api/content-types.ts';
import { pageWindow, type Connection } from '../../api/paging.ts';
import { publicLookup, publicPages } from '../../api/public-records.ts';
import { PublicRecordFields, withAdminFields } from '../../api/record-fields.ts';
import { DateTimeScalar } from '../../api/scalars.ts';
import { pageContentSchema } from '#catalogue/content.ts';
import type { Page, PageType } from './page.entity.ts';
import { PageTypeEnum } from './page-type.ts';
import { pageService } from './page.service.ts';

// Made when the module loads: type-graphql must know every type before it builds the schema.
const PageContentType = outputTypeOf(pageContentSchema);
const PageContentInput = inputTypeOf(pageContentSchema);

@ObjectType('PublicPage', {
  simpleResolvers: true,
  description: 'A page record as anyone may read it, only while its page is public (see publishedPages).',
})
export class PublicPageObject extends PublicRecordFields {
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
}

@ObjectType('Page', { simpleResolvers: true, description: 'A page content record: the editable content of one public page.' })
export class PageObject extends withAdminFields(PublicPageObject) {
  @Field(() => Boolean, {
    description: "Whether visitors may see it (drafts are hidden); a calculator's page is public only while its calculator record is active too.",
  })
  isPublished!: boolean;
}

const PublicPageConnection = connectionType(PublicPageObject, 'PublicPageConnection', 'public page records');

@ArgsType()
class PublishedPagesArgs extends PagingArgs {
  @Field(() => PageTypeEnum, { nullable: true, description: 'Only this page type; all when omitted.' })
  pageType?: PageType | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'Only records changed at or after this time.' })
  updatedSince?: Date | null;
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
  order: 'by pageSlug',
  label: 'page record',
}) {
  @DatabaseCost(1)
  @Query(() => PublicPageConnection, {
    description:
      "The page records of the public pages (published, and for a calculator's page its calculator record active), optionally of one page type, ordered by pageSlug: a page of at most `first` (see PageInfo). Public: no sign-in needed.",
  })
  async publishedPages(@Args(() => PublishedPagesArgs) args: PublishedPagesArgs, @Ctx() ctx: RequestContext): Promise<Connection<Page>> {
    return publicPages(ctx, args, pageWindow(args));
  }

  @DatabaseCost(1)
  @Query(() => PublicPageObject, {
    nullable: true,
    description: 'One page record of a public page, by pageSlug or by id (give one); null with a NOT_FOUND error otherwise. Public: no sign-in needed.',
  })
  async publishedPage(
    @Arg('pageSlug', () => String, { nullable: true }) pageSlug: string | null,
    @Arg('id', () => Int, { nullable: true, description: 'Its database id.' }) id: number | null,
    @Ctx() ctx: RequestContext,
  ): Promise<Page> {
    return publicLookup(ctx, 'page', { slug: pageSlug, id });
  }
}
