import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import { inputTypes, numberFormats, type InputType, type NumberFormat } from '#catalogue/inputContract.ts';
import { enumOf } from '../../api/enum-of.ts';
import { JsonScalar } from '../../api/scalars.ts';

export const InputTypeEnum = enumOf<InputType>(inputTypes);
registerEnumType(InputTypeEnum, {
  name: 'CalculatorInputType',
  description: "What a calculator's URL input holds.",
  valuesConfig: {
    number: { description: 'A number (see minimum, maximum, whole and format).' },
    choice: { description: 'One of the words in choices.' },
    boolean: { description: 'true or false.' },
    expression: { description: 'A maths expression in x, as typed (at most maxLength characters).' },
    json: { description: 'JSON text: a row list (at most maxRows rows) or an object, shaped as the default.' },
  },
});

export const NumberFormatEnum = enumOf<NumberFormat>(numberFormats);
registerEnumType(NumberFormatEnum, {
  name: 'NumberFormat',
  description: "How a number input's text is read: plain, money ($45,000), percent (6.8%), length, or maths (pi/2).",
});

/** One of a calculator's URL inputs, as Calculator.inputs answers it (from api/calculator-inputs.ts). */
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
