/**
 * Closed lists are enums on both doors: every field the OpenAPI document gives a list of values is a
 * GraphQL enum with exactly those values on the type of the same name, and every GraphQL enum field of
 * those types is such a list in the OpenAPI document.
 */
import { getNamedType, isEnumType, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from './openapi.ts';
import { schema } from './schema.ts';

interface PropertySchema {
  enum?: unknown[];
  const?: unknown;
  $ref?: string;
  items?: PropertySchema;
  anyOf?: PropertySchema[];
  oneOf?: PropertySchema[];
}

type Components = Record<string, PropertySchema & { properties?: Record<string, PropertySchema> }>;

/** The values a property's schema allows, when it is a closed list (nullable, a list of it or a named schema included). */
function closedList(property: PropertySchema, components: Components): string[] | null {
  if (property.$ref) {
    const named = components[property.$ref.replace('#/components/schemas/', '')];
    return named ? closedList(named, components) : null;
  }
  if (property.enum) return property.enum.filter((value): value is string => typeof value === 'string').sort();
  for (const inner of [property.items, ...(property.anyOf ?? []), ...(property.oneOf ?? [])]) {
    const values = inner && closedList(inner, components);
    if (values) return values;
  }
  return null;
}

/**
 * The closed lists GraphQL cannot carry as enums with the same values on the wire: enum values are
 * names, so neither a calculator's slug (it has hyphens) nor an HTTP status (a number) can be one.
 */
const notNames = new Set(['FaqEntry.calculatorSlug', 'Redirect.statusCode']);

describe('closed lists', () => {
  it('are GraphQL enums with the values the OpenAPI document lists, field by field, both ways', async () => {
    const built = await schema();
    const components = (openApiDocument({ origin: 'http://127.0.0.1:3000' }) as { components: { schemas: Components } }).components.schemas;
    const compared: string[] = [];
    for (const [name, component] of Object.entries(components)) {
      const type = built.getType(name);
      if (!isObjectType(type) || !component.properties) continue;
      for (const [field, property] of Object.entries(component.properties)) {
        const graphqlField = type.getFields()[field];
        if (!graphqlField) continue;
        const named = getNamedType(graphqlField.type);
        const listed = closedList(property, components);
        if (typeof property.const === 'string') {
          // A union member's tag (a block's type): one value of the enum every member shares.
          expect(isEnumType(named) && named.getValues().some((value) => value.value === property.const), `${name}.${field}`).toBe(true);
          continue;
        }
        if (notNames.has(`${name}.${field}`)) {
          expect(listed, `${name}.${field} is a closed list in OpenAPI`).not.toBeNull();
          expect(isEnumType(named), `${name}.${field}`).toBe(false);
        } else if (listed) {
          expect(isEnumType(named), `${name}.${field} is a closed list in OpenAPI`).toBe(true);
          if (isEnumType(named))
            expect(
              named
                .getValues()
                .map((value) => value.value as string)
                .sort(),
              `${name}.${field}`,
            ).toEqual(listed);
          compared.push(`${name}.${field}`);
        } else {
          expect(isEnumType(named), `${name}.${field} is an enum in GraphQL`).toBe(false);
        }
      }
    }
    expect(compared).toEqual(
      expect.arrayContaining([
        'AdminProfile.role',
        'AuditEntry.action',
        'AuditEntry.kind',
        'AuditEntry.tokenScope',
        'Calculator.category',
        'Calculator.icon',
        'DeletedRecord.recordType',
        'Page.pageType',
        'RecordVersion.action',
        'RecordVersion.recordType',
      ]),
    );
  });

  it('take the same values as arguments: recordType is a RecordType, a new calculator icon an Icon', async () => {
    const built = await schema();
    const history = built.getQueryType()!.getFields().recordHistory!;
    expect(String(history.args.find((arg) => arg.name === 'recordType')?.type)).toBe('RecordType!');
    const input = built.getType('CalculatorInput');
    expect(input && 'getFields' in input ? String(input.getFields().icon?.type) : null).toBe('Icon');
  });
});
