/**
 * The closed lists both doors share, as GraphQL enums whose values are the words stored and sent (the
 * OpenAPI document takes the same lists): each list is declared once where its meaning lives, and
 * only turned into an enum here (a calculator's URL inputs' two lists beside their object type,
 * records/calculator/calculator-url-input.ts, which the record kinds read).
 */
import { registerEnumType } from 'type-graphql';
import { enumOf } from './enum-of.ts';
import { auditActionMeanings, auditActions, auditKinds, type AuditAction } from '../audit/actions.ts';
import { adminRoles, type AdminRole } from '../auth/admin-user.entity.ts';
import { adminInputs, adminLayouts, sitePathKinds, type AdminInput, type AdminLayout, type SitePathKind } from '../records/definition.ts';
import { versionActions, type VersionAction } from '../records/history/history.ts';
import { recordTypes } from '../records/history/record-types.ts';

export { enumOf };

let recordTypeEnumObject: Record<string, string> | undefined;
let auditKindEnumObject: Record<string, string> | undefined;

/**
 * The record types as an enum: made when the schema is built, not when this module loads, because
 * the kinds made from definitions may be joined by one a test registers before its server starts
 * (records/kinds.ts). schema.ts asks for it before type-graphql collects the enums.
 */
export function recordTypeEnum(): Record<string, string> {
  if (!recordTypeEnumObject) {
    recordTypeEnumObject = enumOf(recordTypes());
    registerEnumType(recordTypeEnumObject, {
      name: 'RecordType',
      description: `A kind of administered record: ${recordTypes().join(', ')}. History, trash and the audit log name records by it.`,
    });
  }
  return recordTypeEnumObject;
}

/** What an audit entry is about: the record types, an account, an API token or a webhook; made when the schema is, as recordTypeEnum. */
export function auditKindEnum(): Record<string, string> {
  if (!auditKindEnumObject) {
    auditKindEnumObject = enumOf(auditKinds());
    registerEnumType(auditKindEnumObject, {
      name: 'AuditKind',
      description: 'What an audit entry is about: a record type, account (sign-ins and passwords), apiToken or webhook.',
    });
  }
  return auditKindEnumObject;
}

export const AuditActionEnum = enumOf<AuditAction>(auditActions);
registerEnumType(AuditActionEnum, {
  name: 'AuditAction',
  description: 'What an audit entry records.',
  valuesConfig: Object.fromEntries(Object.entries(auditActionMeanings).map(([action, description]) => [action, { description }])),
});

export const VersionActionEnum = enumOf<VersionAction>(versionActions);
registerEnumType(VersionActionEnum, {
  name: 'VersionAction',
  description: 'How a kept version came about.',
  valuesConfig: {
    create: { description: 'The record was created.' },
    update: { description: 'The record was changed.' },
    delete: { description: 'The record was moved to the trash.' },
    restore: { description: 'The record was taken out of the trash.' },
    revert: { description: 'An older version was brought back.' },
    baseline: { description: 'The state first kept, before the first change history saw.' },
  },
});

export const AdminRoleEnum = enumOf<AdminRole>(adminRoles);
registerEnumType(AdminRoleEnum, {
  name: 'AdminRole',
  description: 'What an account may do.',
  valuesConfig: {
    admin: { description: 'Everything, the audit log included.' },
    editor: { description: 'Edits the records; may not read the audit log.' },
  },
});

export const AdminFieldInputEnum = enumOf<AdminInput>(adminInputs);
registerEnumType(AdminFieldInputEnum, {
  name: 'AdminFieldInput',
  description: "How the admin's form edits a field.",
  valuesConfig: {
    text: { description: 'One line of text.' },
    textarea: { description: 'Several lines of text.' },
    integer: { description: 'A whole number.' },
    select: { description: 'One of the options.' },
    switch: { description: 'On or off.' },
    datetime: { description: 'A date and time.' },
    links: { description: 'A list of links, as JSON.' },
    url: { description: 'A path on the site or an http(s) address.' },
    httpUrl: { description: 'An absolute http(s) address.' },
    icon: { description: "One of the site's icons, picked from them drawn." },
    phrases: { description: 'A list of short texts, in order.' },
    content: { description: "Typed content, in the editor of its shape (the field's shape names it)." },
  },
});

export const AdminLayoutEnum = enumOf<AdminLayout>(adminLayouts);
registerEnumType(AdminLayoutEnum, {
  name: 'AdminFormLayout',
  description: "The extras the admin draws beside a kind's form.",
  valuesConfig: { seo: { description: 'The search result and social card previews of an SEO meta record.' } },
});

export const SitePathKindEnum = enumOf<SitePathKind>(sitePathKinds);
registerEnumType(SitePathKindEnum, {
  name: 'RecordSitePathKind',
  description: "How a record's place on the site is read from its field.",
  valuesConfig: { path: { description: 'The value is the path.' }, slug: { description: 'The value is a page slug.' } },
});
