import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, Field, Info, InputType, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../api/context.ts';
import type { RecordData } from '../api/records.ts';
import { crudResolver } from '../api/crud-resolver.ts';
import { DatabaseCost } from '../api/limits.ts';
import { RecordFields } from '../api/record-fields.ts';
import { AppError } from '../api/errors.ts';
import { JsonObjectScalar, JsonScalar } from '../api/scalars.ts';
import { selectedFields } from '../api/selection.ts';
import { calculatorCategories, type Calculator, type CalculatorCategory } from './calculator.entity.ts';
import { calculatorService } from './calculator.service.ts';

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

  @Field(() => JsonScalar, { description: 'Feature phrases (a JSON array).' })
  features!: unknown[];

  @Field(() => JsonObjectScalar, { description: 'How-it-works content (a JSON object).' })
  howItWorks!: Record<string, unknown>;

  @Field(() => String, { description: 'One of: general, education, mathematical.' })
  category!: string;

  @Field(() => Int, { description: 'Position within its category, from 1.' })
  sortOrder!: number;

  @Field(() => Boolean, { description: 'Active calculators are listed by the public API.' })
  isActive!: boolean;
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

  @Field(() => JsonScalar, { nullable: true, description: 'A JSON array (default []).' })
  features?: unknown[];

  @Field(() => JsonScalar, { nullable: true, description: 'Must be a JSON object (default {}).' })
  howItWorks?: Record<string, unknown>;

  @Field(() => String, { nullable: true, description: 'One of: general, education, mathematical (default general).' })
  category?: string;

  @Field(() => Int, { nullable: true, description: 'A whole number of at least 1 (default 1).' })
  sortOrder?: number;

  @Field(() => Boolean, { nullable: true, description: 'Saved exactly as sent (default true).' })
  isActive?: boolean;

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
  label: 'calculator record',
}) {
  @DatabaseCost(1)
  @Query(() => [CalculatorObject], { description: 'Active calculator records, optionally of one category, in their sort order. Public: no sign-in needed.' })
  async activeCalculators(
    @Arg('category', () => String, { nullable: true, description: 'general, education or mathematical; all when omitted.' }) category: string | null,
    @Ctx() ctx: RequestContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<RecordData<Calculator>[]> {
    if (category !== null && category !== undefined && !(calculatorCategories as readonly string[]).includes(category)) {
      throw new AppError('BAD_USER_INPUT', `Unknown category "${category}".`, { category: `must be one of: ${calculatorCategories.join(', ')}` });
    }
    return calculatorService.list(ctx, category ? { isActive: true, category: category as CalculatorCategory } : { isActive: true }, selectedFields(info));
  }
}
