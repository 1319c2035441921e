import { Arg, Args, ArgsType, Ctx, Field, FieldResolver, Float, InputType, Int, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { howItWorksSchema, iconSchema, type HowItWorksContent } from '#catalogue/content.ts';
import type { InputContract } from '#catalogue/inputContract.ts';
import { inputContractsOf, inputsSchemaPath } from '../../api/calculator-inputs.ts';
import type { RequestContext } from '../../api/context.ts';
import { crudResolver } from '../../api/crud-resolver.ts';
import { InputTypeEnum, NumberFormatEnum } from '../../api/enums.ts';
import { DatabaseCost } from '../../api/limits.ts';
import { connectionType, PagingArgs } from '../../api/connection-types.ts';
import { inputTypeOf, outputTypeOf } from '../../api/content-types.ts';
import { pageWindow, type Connection } from '../../api/paging.ts';
import { publicCalculators, publicLookup } from '../../api/public-records.ts';
import { PublicRecordFields, withAdminFields } from '../../api/record-fields.ts';
import { DateTimeScalar, JsonScalar } from '../../api/scalars.ts';
import type { Calculator, CalculatorCategory } from './calculator.entity.ts';
import { CalculatorCategoryEnum } from './calculator-category.ts';
import { calculatorService } from './calculator.service.ts';

// Made when the module loads: type-graphql must know every type before it builds the schema.
const IconEnum = outputTypeOf(iconSchema);
const HowItWorksType = outputTypeOf(howItWorksSchema);
const HowItWorksInput = inputTypeOf(howItWorksSchema);

@ObjectType('CalculatorUrlInput', {
  simpleResolvers: true,
  description: "One query-string parameter of a calculator's page: what it accepts and its value when a link leaves it out.",
})
export class CalculatorUrlInputObject {
  @Field(() => String, { description: 'The parameter name, e.g. tvSize.' })
  name!: string;

  @Field(() => InputTypeEnum, { description: 'What it holds.' })
  type!: string;

  @Field(() => JsonScalar, { description: 'The value the page uses when the link has none (a link holds only the values that differ).' })
  default!: unknown;

  @Field(() => Float, { nullable: true, description: 'A number: the least value accepted (the widest over its units).' })
  minimum?: number;

  @Field(() => Float, { nullable: true, description: 'A number: the greatest value accepted (the widest over its units).' })
  maximum?: number;

  @Field(() => Boolean, { nullable: true, description: 'A number: whether it must be whole.' })
  whole?: boolean;

  @Field(() => NumberFormatEnum, { nullable: true, description: 'A number: how its text is read.' })
  format?: string;

  @Field(() => [String], { nullable: true, description: 'A choice: the words accepted.' })
  choices?: string[];

  @Field(() => Int, { nullable: true, description: 'A row list: the most rows a link may hold.' })
  maxRows?: number;

  @Field(() => Int, { nullable: true, description: 'An expression: the most characters it may have.' })
  maxLength?: number;
}

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

  @Field(() => IconEnum, { description: 'Its icon.' })
  icon!: string;

  @Field(() => [String], { description: 'Feature phrases, in order.' })
  features!: string[];

  @Field(() => CalculatorCategoryEnum, { description: 'Its category.' })
  category!: CalculatorCategory;

  @Field(() => Int, { description: 'Position within its category, from 1.' })
  sortOrder!: number;
}

/** How it works on both calculator types (the admin's type inherits it from the public one). */
@Resolver(() => PublicCalculatorObject)
export class CalculatorHowItWorksResolver {
  // Reads the record it is given, nothing else.
  @DatabaseCost(0)
  @FieldResolver(() => HowItWorksType, { nullable: true, description: 'Its How it works; null when it has none yet.' })
  howItWorks(@Root() calculator: Pick<Calculator, 'howItWorks'>): HowItWorksContent | null {
    // A record with nothing yet holds an empty object, which the type's required fields cannot show.
    return Object.keys(calculator.howItWorks).length > 0 ? (calculator.howItWorks as HowItWorksContent) : null;
  }
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

  @Field(() => IconEnum, { nullable: true, description: 'Default Calculator.' })
  icon?: string;

  @Field(() => [String], { nullable: true, description: 'At most 12 phrases of at most 200 characters each (default none).' })
  features?: string[];

  @Field(() => HowItWorksInput, { nullable: true, description: 'Its How it works (default: none).' })
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

/**
 * A calculator's URL inputs, on the public type and so on the administrators' one that extends it:
 * they come from the calculator's page, never from the database.
 */
@Resolver(() => PublicCalculatorObject)
export class CalculatorInputsResolver {
  @FieldResolver(() => [CalculatorUrlInputObject], {
    description:
      "The page's URL inputs, every one, in the order the page declares them (none for a record with no calculator page): build a deep link from them. The same as a JSON Schema: inputsSchemaUrl.",
  })
  inputs(@Root() calculator: { calculatorSlug: string }): readonly InputContract[] {
    return inputContractsOf(calculator.calculatorSlug);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: "The address of the JSON Schema of the page's query string, on this server; null with no calculator page.",
  })
  inputsSchemaUrl(@Root() calculator: { calculatorSlug: string }): string | null {
    return inputContractsOf(calculator.calculatorSlug).length > 0 ? inputsSchemaPath(calculator.calculatorSlug) : null;
  }
}
