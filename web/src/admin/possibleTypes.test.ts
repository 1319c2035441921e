import { readFileSync } from 'node:fs';
import { buildSchema, isInterfaceType, isUnionType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { possibleTypes } from './possibleTypes.ts';

describe("the admin cache's union members", () => {
  it('are those of every union and interface in schema.graphql', () => {
    const schema = buildSchema(readFileSync(new URL('../../../schema.graphql', import.meta.url), 'utf8'));
    const abstract = Object.values(schema.getTypeMap()).filter((type) => (isUnionType(type) || isInterfaceType(type)) && !type.name.startsWith('__'));
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
