import { graphql } from '../../graphql/generated/gql.ts';

export const AuditLogQuery = graphql(`
  query AdminAuditLog($first: Int!, $offset: Int!, $actor: String, $action: AuditAction, $kind: AuditKind, $from: DateTime, $to: DateTime) {
    auditLog(first: $first, offset: $offset, actor: $actor, action: $action, kind: $kind, from: $from, to: $to) {
      totalCount
      nodes {
        id
        createdAt
        action
        actor
        kind
        key
        ip
        apiToken {
          id
          name
        }
        fields
        restoredVersion
        tokensRevoked
        username
        tokenName
        tokenScope
      }
    }
  }
`);

/** The filters' choices, as the server declares them (its enums, with what each action means). */
export const AuditChoicesQuery = graphql(`
  query AdminAuditChoices {
    actions: __type(name: "AuditAction") {
      enumValues {
        name
        description
      }
    }
    kinds: __type(name: "AuditKind") {
      enumValues {
        name
      }
    }
  }
`);
