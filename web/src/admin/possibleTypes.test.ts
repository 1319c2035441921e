import { buildSchema, isInterfaceType, isUnionType, type GraphQLAbstractType, type GraphQLNamedType } from 'graphql';
import { describe, expect, it } from 'vitest';
import schemaText from '../../../schema.graphql?raw';
import { possibleTypes } from './possibleTypes.ts';

const isAbstract = (type: GraphQLNamedType): type is GraphQLAbstractType => (isUnionType(type) || isInterfaceType(type)) && !type.name.startsWith('__');

describe("the admin cache's union members", () => {
  it('are those of every union and interface in schema.graphql', () => {
    const schema = buildSchema(schemaText);
    const abstract = Object.values(schema.getTypeMap()).filter(isAbstract);
    const fromSchema = Object.fromEntries(
      abstract.map((type) => [
        type.name,
        schema
          .getPossibleTypes(type)
          .map((member) => member.name)
          .sort(),
      ]),
    );
    expect(possibleTypes).toEqual(fromSchema);
  });
});
