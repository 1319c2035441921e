/**
 * The GraphQL documents of a kind made from a definition, written from the metadata the server sends
 * (`recordKinds`): its list, one record, and its mutations. Apart from the tab's components, so the
 * server's tests can run the very documents the admin sends.
 */
import { Kind, parse, type DefinitionNode, type DocumentNode } from 'graphql';
import type { AdminRecordKindsQuery } from '../../graphql/generated/graphql.ts';
import { recordListQueries } from '../records/documents.ts';
import { pageSize } from '../records/kind.ts';
import { contentShapeOf } from './contentShapes.ts';

export type KindInfo = AdminRecordKindsQuery['recordKinds'][number];
export type FieldInfo = KindInfo['fields'][number];

/** The name of a content field's fragment: its document's first definition. */
function fragmentName(fragment: DocumentNode): string {
  const [first] = fragment.definitions;
  return first?.kind === Kind.FRAGMENT_DEFINITION ? first.name.value : '';
}

/** The fields a document reads of a record; typed content by its fragment, which reads every part and each block's __typename. */
const selection = (info: KindInfo) =>
  [
    'id',
    'version',
    'updatedAt',
    'updatedBy',
    ...info.fields.map((field) => {
      if (field.input === 'content') return `${field.name} { ...${fragmentName(contentShapeOf(field.shape).fragment)} }`;
      return field.selection ? `${field.name} { ${field.selection} }` : field.name;
    }),
  ].join(' ');

/** A document written from the metadata, with the fragments its content fields spread (each once). */
function documentOf(info: KindInfo, text: string): DocumentNode {
  const parsed = parse(text);
  const fragments = new Map<string, DefinitionNode>();
  for (const field of info.fields) {
    if (field.input !== 'content') continue;
    for (const definition of contentShapeOf(field.shape).fragment.definitions)
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  return fragments.size === 0 ? parsed : { ...parsed, definitions: [...parsed.definitions, ...fragments.values()] };
}

/** The documents of a kind, written once per kind from its metadata. */
const documents = new Map<string, { list: DocumentNode; get: DocumentNode; create: DocumentNode; update: DocumentNode; remove: DocumentNode }>();

export function documentsOf(info: KindInfo) {
  let made = documents.get(info.recordType);
  if (made) return made;
  const [list, get, create, update, remove] = info.operations;
  const fields = selection(info);
  const key = info.keyField;
  const status = info.status ? `, ${info.status.filter}: $status` : '';
  const search = info.searchHint ? ', search: $search' : '';
  // The page size is written, not a variable: the server measures a query's cost with a variable
  // counted as its largest page, and a largest page of records with every part of their content would
  // be past its limit on values.
  made = {
    list: documentOf(
      info,
      `query ${listQueryName(info)}($offset: Int${info.searchHint ? ', $search: String' : ''}${info.status ? ', $status: Boolean' : ''}, $orderBy: ${info.name}OrderField, $orderDirection: OrderDirection) { ${list}(first: ${pageSize}, offset: $offset${search}${status}, orderBy: $orderBy, orderDirection: $orderDirection) { totalCount nodes { ${fields} } } }`,
    ),
    get: documentOf(info, `query AdminDefined${info.name}($key: String!) { ${get}(${key}: $key) { ${fields} } }`),
    create: parse(`mutation AdminDefinedCreate${info.name}($input: ${info.name}Input!) { ${create}(input: $input) { id version } }`),
    update: parse(
      `mutation AdminDefinedUpdate${info.name}($key: String!, $input: ${info.name}Input!) { ${update}(${key}: $key, input: $input) { id version } }`,
    ),
    remove: parse(`mutation AdminDefinedDelete${info.name}($key: String!) { ${remove}(${key}: $key) { id } }`),
  };
  documents.set(info.recordType, made);
  recordListQueries.add(listQueryName(info));
  return made;
}

const listQueryName = (info: KindInfo) => `AdminDefined${info.name}List`;

/** A kind of one record's documents, written once (a new document on every render would be a new query each time). */
const singletonDocuments = new Map<string, { get: DocumentNode; update: DocumentNode }>();

export function singletonDocumentsOf(info: KindInfo) {
  let made = singletonDocuments.get(info.recordType);
  if (!made) {
    const [getName = '', updateName = ''] = info.operations;
    made = {
      get: documentOf(info, `query AdminDefined${info.name} { ${getName} { ${selection(info)} } }`),
      update: parse(`mutation AdminDefinedUpdate${info.name}($input: ${info.name}Input!) { ${updateName}(input: $input) { id version } }`),
    };
    singletonDocuments.set(info.recordType, made);
  }
  return made;
}
