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
  items?: PropertySchema;
  anyOf?: PropertySchema[];
  oneOf?: PropertySchema[];
}

/** The values a property's schema allows, when it is a closed list (nullable or a list of it included). */
function closedList(property: PropertySchema): string[] | null {
  if (property.enum) return property.enum.filter((value): value is string => typeof value === 'string').sort();
  for (const inner of [property.items, ...(property.anyOf ?? []), ...(property.oneOf ?? [])]) {
    const values = inner && closedList(inner);
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
    const components = (openApiDocument() as { components: { schemas: Record<string, { properties?: Record<string, PropertySchema> }> } }).components.schemas;
    const compared: string[] = [];
    for (const [name, component] of Object.entries(components)) {
      const type = built.getType(name);
      if (!isObjectType(type) || !component.properties) continue;
      for (const [field, property] of Object.entries(component.properties)) {
        const graphqlField = type.getFields()[field];
        if (!graphqlField) continue;
        const named = getNamedType(graphqlField.type);
        const listed = closedList(property);
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

  it('take the same values as arguments: recordType is a RecordType, a new calculator icon a CalculatorIcon', async () => {
    const built = await schema();
    const history = built.getQueryType()!.getFields().recordHistory!;
    expect(String(history.args.find((arg) => arg.name === 'recordType')?.type)).toBe('RecordType!');
    const input = built.getType('CalculatorInput');
    expect(input && 'getFields' in input ? String(input.getFields().icon?.type) : null).toBe('CalculatorIcon');
  });
});
