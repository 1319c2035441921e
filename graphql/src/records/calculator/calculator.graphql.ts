import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, Field, Info, InputType, Int, ObjectType, Query, Resolver, registerEnumType } from 'type-graphql';
import type { RequestContext } from '../../api/context.ts';
import { listPage, type RecordData } from '../../api/records.ts';
import { crudResolver, limitDescription, offsetDescription } from '../../api/crud-resolver.ts';
import { DatabaseCost } from '../../api/limits.ts';
import { RecordFields } from '../../api/record-fields.ts';
import { JsonObjectScalar, JsonScalar } from '../../api/scalars.ts';
import { selectedFields } from '../../api/selection.ts';
import type { Calculator, CalculatorCategory } from './calculator.entity.ts';
import { calculatorService } from './calculator.service.ts';

/** The categories as a GraphQL enum whose values are the words stored and sent. */
export const CalculatorCategoryEnum = { general: 'general', education: 'education', mathematical: 'mathematical' } as const satisfies Record<
  CalculatorCategory,
  CalculatorCategory
>;

registerEnumType(CalculatorCategoryEnum, {
  name: 'CalculatorCategory',
  description: 'Where a calculator is listed: /general-tools, /education-tools, /mathematical-tools.',
});

@ObjectType('Calculator', { simpleResolvers: true, description: 'A calculator record: how one calculator is listed and described.' })
export class CalculatorObject extends RecordFields {
  @Field(() => String, { description: "Unique key: the calculator page's path without its leading slash. Not editable after creation." })
  calculatorSlug!: string;

  @Field(() => String, { description: 'Title.' })
  title!: string;

  @Field(() => String, { description: 'Short description.' })
  description!: string;

  @Field(() => String, { description: 'Icon name, e.g. Calculator, Tv, Percent.' })
  icon!: string;

  @Field(() => [String], { description: 'Feature phrases, in order.' })
  features!: string[];

  @Field(() => JsonObjectScalar, { description: 'How-it-works content (a JSON object).' })
  howItWorks!: Record<string, unknown>;

  @Field(() => CalculatorCategoryEnum, { description: 'Its category.' })
  category!: CalculatorCategory;

  @Field(() => Int, { description: 'Position within its category, from 1.' })
  sortOrder!: number;

  @Field(() => Boolean, { description: 'Active calculators are listed by the public API.' })
  isActive!: boolean;

  @Field(() => Boolean, { description: 'Whether other sites may embed the calculator (/embed/<calculatorSlug>, the Embed action, oEmbed).' })
  embeddable!: boolean;
}

@InputType({ description: 'The fields of a calculator record. On create, calculatorSlug and title are required; on update, absent fields stay unchanged.' })
export class CalculatorInput {
  @Field(() => String, { nullable: true, description: 'Lowercase letters, digits and hyphens, at most 100 characters. Required on create; cannot change.' })
  calculatorSlug?: string;

  @Field(() => String, { nullable: true, description: 'Required, at most 200 characters.' })
  title?: string;

  @Field(() => String, { nullable: true, description: 'At most 5000 characters.' })
  description?: string;

  @Field(() => String, { nullable: true, description: 'Icon name, at most 50 characters.' })
  icon?: string;

  @Field(() => [String], { nullable: true, description: 'At most 12 phrases of at most 200 characters each (default none).' })
  features?: string[];

  @Field(() => JsonScalar, { nullable: true, description: 'Must be a JSON object (default {}).' })
  howItWorks?: Record<string, unknown>;

  @Field(() => CalculatorCategoryEnum, { nullable: true, description: 'Default general.' })
  category?: CalculatorCategory;

  @Field(() => Int, { nullable: true, description: 'A whole number of at least 1 (default 1).' })
  sortOrder?: number;

  @Field(() => Boolean, { nullable: true, description: 'Saved exactly as sent (default true).' })
  isActive?: boolean;

  @Field(() => Boolean, { nullable: true, description: 'Whether other sites may embed the calculator (default true).' })
  embeddable?: boolean;

  @Field(() => Int, { nullable: true, description: 'On update: the version you last read; omit it to apply the update regardless.' })
  version?: number;
}

@Resolver(() => CalculatorObject)
export class CalculatorResolver extends crudResolver(CalculatorObject, CalculatorInput, calculatorService, {
  list: 'calculators',
  get: 'calculator',
  create: 'createCalculator',
  update: 'updateCalculator',
  remove: 'deleteCalculator',
  slugArg: 'calculatorSlug',
  count: 'calculatorCount',
  order: 'by category, then sortOrder, then calculatorSlug',
  label: 'calculator record',
}) {
  @DatabaseCost(1)
  @Query(() => [CalculatorObject], {
    description:
      'Active calculator records, optionally of one category, ordered by category, then sortOrder, then calculatorSlug: at most `limit` after the first `offset`. Public: no sign-in needed.',
  })
  async activeCalculators(
    @Arg('category', () => CalculatorCategoryEnum, { nullable: true, description: 'Only this category; all when omitted.' })
    category: CalculatorCategory | null,
    @Arg('limit', () => Int, { nullable: true, description: limitDescription }) limit: number | null,
    @Arg('offset', () => Int, { nullable: true, description: offsetDescription }) offset: number | null,
    @Ctx() ctx: RequestContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<RecordData<Calculator>[]> {
    return calculatorService.list(ctx, category ? { isActive: true, category } : { isActive: true }, selectedFields(info), listPage(limit, offset));
  }

  @DatabaseCost(1)
  @Query(() => Int, {
    description: 'How many calculator records are active, optionally of one category: the total of activeCalculators. Public: no sign-in needed.',
  })
  async activeCalculatorCount(
    @Arg('category', () => CalculatorCategoryEnum, { nullable: true, description: 'Only this category; all when omitted.' })
    category: CalculatorCategory | null,
    @Ctx() ctx: RequestContext,
  ): Promise<number> {
    return calculatorService.count(ctx, category ? { isActive: true, category } : { isActive: true });
  }
}
