import { Arg, Ctx, Field, InputType, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../api/context.ts';
import { crudResolver } from '../../api/crud-resolver.ts';
import { DatabaseCost } from '../../api/limits.ts';
import { inputTypeOf, outputTypeOf } from '../../api/content-types.ts';
import { publicLookup } from '../../api/public-records.ts';
import { PublicRecordFields, withAdminFields } from '../../api/record-fields.ts';
import { structuredDataSchema } from '#catalogue/content.ts';
import type { SeoMeta } from './seo-meta.entity.ts';
import { seoMetaService } from './seo-meta.service.ts';

// Made when the module loads: type-graphql must know every type before it builds the schema.
const StructuredDataType = outputTypeOf(structuredDataSchema);
const StructuredDataInput = inputTypeOf(structuredDataSchema);

@ObjectType('PublicSeoMeta', {
  simpleResolvers: true,
  description: 'The SEO meta record of a public page, as anyone may read it (see publicSeoMeta).',
})
export class PublicSeoMetaObject extends PublicRecordFields {
  @Field(() => String, { description: "The page's slug: its canonical path without the leading slash ('home' for /). Not editable after creation." })
  pageSlug!: string;

  @Field(() => String, { description: 'The <title> of the page.' })
  metaTitle!: string;

  @Field(() => String, { description: 'The meta description.' })
  metaDescription!: string;

  @Field(() => String, { description: 'Comma-separated keywords.' })
  metaKeywords!: string;

  @Field(() => String, { nullable: true, description: 'Absolute canonical URL (http or https).' })
  canonicalUrl!: string | null;

  @Field(() => StructuredDataType, {
    nullable: true,
    description: 'The structured data (JSON-LD) of the page, in place of what the site makes from the records; null: what the site makes.',
  })
  structuredData!: Record<string, unknown> | null;

  @Field(() => String, { nullable: true, description: 'Open Graph title.' })
  ogTitle!: string | null;

  @Field(() => String, { nullable: true, description: 'Open Graph description.' })
  ogDescription!: string | null;

  @Field(() => String, { nullable: true, description: 'Open Graph image URL.' })
  ogImage!: string | null;

  @Field(() => String, { nullable: true, description: 'Twitter card title.' })
  twitterTitle!: string | null;

  @Field(() => String, { nullable: true, description: 'Twitter card description.' })
  twitterDescription!: string | null;

  @Field(() => String, { nullable: true, description: 'Twitter card image URL.' })
  twitterImage!: string | null;
}

@ObjectType('SeoMeta', {
  simpleResolvers: true,
  description: 'An SEO meta record: the head of one public page (title, description, canonical link, social tags, JSON-LD).',
})
export class SeoMetaObject extends withAdminFields(PublicSeoMetaObject) {}

@InputType({ description: 'The fields of an SEO meta record. On create, pageSlug and metaTitle are required; on update, absent fields stay unchanged.' })
export class SeoMetaInput {
  @Field(() => String, { nullable: true, description: 'Lowercase letters, digits and hyphens, at most 100 characters. Required on create; cannot change.' })
  pageSlug?: string;

  @Field(() => String, { nullable: true, description: 'Required, at most 200 characters.' })
  metaTitle?: string;

  @Field(() => String, { nullable: true, description: 'At most 500 characters.' })
  metaDescription?: string;

  @Field(() => String, { nullable: true, description: 'Comma-separated, at most 500 characters.' })
  metaKeywords?: string;

  @Field(() => String, { nullable: true, description: 'An http(s) URL.' })
  canonicalUrl?: string | null;

  @Field(() => StructuredDataInput, { nullable: true, description: 'Null: what the site makes from the records.' })
  structuredData?: Record<string, unknown> | null;

  @Field(() => String, { nullable: true, description: 'At most 200 characters.' })
  ogTitle?: string | null;

  @Field(() => String, { nullable: true, description: 'At most 500 characters.' })
  ogDescription?: string | null;

  @Field(() => String, { nullable: true, description: 'An http(s) URL.' })
  ogImage?: string | null;

  @Field(() => String, { nullable: true, description: 'At most 200 characters.' })
  twitterTitle?: string | null;

  @Field(() => String, { nullable: true, description: 'At most 500 characters.' })
  twitterDescription?: string | null;

  @Field(() => String, { nullable: true, description: 'An http(s) URL.' })
  twitterImage?: string | null;

  @Field(() => Int, { nullable: true, description: 'On update: the version you last read; omit it to apply the update regardless.' })
  version?: number;
}

@Resolver(() => SeoMetaObject)
export class SeoMetaResolver extends crudResolver(SeoMetaObject, SeoMetaInput, seoMetaService, {
  list: 'seoMetas',
  get: 'seoMeta',
  create: 'createSeoMeta',
  update: 'updateSeoMeta',
  remove: 'deleteSeoMeta',
  slugArg: 'pageSlug',
  order: 'by pageSlug',
  label: 'SEO meta record',
}) {
  @DatabaseCost(1)
  @Query(() => PublicSeoMetaObject, {
    nullable: true,
    description:
      "The SEO meta record of a public page (published, and for a calculator's page its calculator record active); null with a NOT_FOUND error otherwise. Public: no sign-in needed.",
  })
  async publicSeoMeta(@Arg('pageSlug', () => String) pageSlug: string, @Ctx() ctx: RequestContext): Promise<SeoMeta> {
    return publicLookup(ctx, 'seoMeta', { slug: pageSlug });
  }
}
