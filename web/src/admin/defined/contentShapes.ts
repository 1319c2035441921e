/**
 * The typed content the admin can edit, by the GraphQL type the server names for a field (its
 * metadata's `shape`): the fragment that reads every part of it, the structured editor (if it has
 * one), the shape a value is checked against before a save, and the conversion to its GraphQL input.
 * A new typed content field of a known shape needs nothing here; a new shape needs one entry.
 */
import type { DocumentNode } from 'graphql';
import type * as v from 'valibot';
import { howItWorksSchema, pageContentSchema, structuredDataSchema } from '../../catalogue/content.ts';
import { HowItWorksFragment, PageContentFragment, StructuredDataFragment } from '../records/documents.ts';
import type { FieldSpec } from '../records/form.ts';
import { howItWorksInput, pageContentInput, structuredDataInput } from '../records/typedContent.ts';

export interface ContentShape {
  /** The fragment reading every part (its definition and those it spreads). */
  fragment: DocumentNode;
  editor?: FieldSpec['editor'];
  schema: v.GenericSchema;
  /** The form's value, checked against `schema`, as the field's GraphQL input. */
  toInput: (value: unknown) => unknown;
}

export const contentShapes: Readonly<Record<string, ContentShape>> = {
  HowItWorks: { fragment: HowItWorksFragment, editor: 'howItWorks', schema: howItWorksSchema, toInput: howItWorksInput },
  PageContent: { fragment: PageContentFragment, editor: 'pageContent', schema: pageContentSchema, toInput: pageContentInput },
  StructuredData: { fragment: StructuredDataFragment, schema: structuredDataSchema, toInput: structuredDataInput },
};

/** The shape of a content field, or an error naming it: a shape the admin does not know cannot be edited safely. */
export function contentShapeOf(name: string | null | undefined): ContentShape {
  const shape = name ? contentShapes[name] : undefined;
  if (!shape) throw new Error(`The admin has no editor for the content shape ${name ?? '(none)'}: add it to contentShapes.`);
  return shape;
}
