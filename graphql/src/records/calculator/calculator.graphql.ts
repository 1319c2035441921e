import { Arg, Args, ArgsType, Ctx, Field, InputType, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../api/context.ts';
import { crudResolver } from '../../api/crud-resolver.ts';
import { DatabaseCost } from '../../api/limits.ts';
import { connectionType, PagingArgs } from '../../api/connection-types.ts';
import { pageWindow, type Connection } from '../../api/paging.ts';
import { publicCalculators, publicLookup } from '../../api/public-records.ts';
import { PublicRecordFields, withAdminFields } from '../../api/record-fields.ts';
import { DateTimeScalar, JsonObjectScalar, JsonScalar } from '../../api/scalars.ts';
import type { Calculator, CalculatorCategory } from './calculator.entity.ts';
import { CalculatorCategoryEnum } from './calculator-category.ts';
import { calculatorService } from './calculator.service.ts';

@ObjectType('PublicCalculator', {
  simpleResolvers: true,
  description: 'A calculator record as anyone may read it, only while its page is public (see activeCalculators).',
})
export class PublicCalculatorObject extends PublicRecordFields {
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
}

@ObjectType('Calculator', { simpleResolvers: true, description: 'A calculator record: how one calculator is listed and described.' })
export class CalculatorObject extends withAdminFields(PublicCalculatorObject) {
  @Field(() => Boolean, { description: 'Whether visitors may see it: its page is public only while it is active and its page record is published.' })
  isActive!: boolean;

  @Field(() => Boolean, { description: 'Whether other sites may embed the calculator (/embed/<calculatorSlug>, the Embed action, oEmbed).' })
  embeddable!: boolean;
}

const PublicCalculatorConnection = connectionType(PublicCalculatorObject, 'PublicCalculatorConnection', 'public calculator records');

@ArgsType()
class ActiveCalculatorsArgs extends PagingArgs {
  @Field(() => CalculatorCategoryEnum, { nullable: true, description: 'Only this category; all when omitted.' })
  category?: CalculatorCategory | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'Only records changed at or after this time.' })
  updatedSince?: Date | null;
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
  order: 'by category, then sortOrder, then calculatorSlug',
  label: 'calculator record',
}) {
  @DatabaseCost(1)
  @Query(() => PublicCalculatorConnection, {
    description:
      'The calculator records whose pages are public (the calculator active and its page record published), optionally of one category, ordered by category, then sortOrder, then calculatorSlug: a page of at most `first` (see PageInfo). Public: no sign-in needed.',
  })
  async activeCalculators(@Args(() => ActiveCalculatorsArgs) args: ActiveCalculatorsArgs, @Ctx() ctx: RequestContext): Promise<Connection<Calculator>> {
    return publicCalculators(ctx, args, pageWindow(args));
  }

  @DatabaseCost(1)
  @Query(() => PublicCalculatorObject, {
    nullable: true,
    description:
      'One calculator record whose page is public, by calculatorSlug or by id (give one); null with a NOT_FOUND error otherwise. Public: no sign-in needed.',
  })
  async activeCalculator(
    @Arg('calculatorSlug', () => String, { nullable: true }) calculatorSlug: string | null,
    @Arg('id', () => Int, { nullable: true, description: 'Its database id.' }) id: number | null,
    @Ctx() ctx: RequestContext,
  ): Promise<Calculator> {
    return publicLookup(ctx, 'calculator', { slug: calculatorSlug, id });
  }
}
