import { graphql } from '../../graphql/generated/gql.ts';

/** The kinds made from definitions on the server, as the admin lists and edits them. */
export const RecordKindsQuery = graphql(`
  query AdminRecordKinds {
    recordKinds {
      name
      recordType
      noun
      heading
      keyField
      singleton
      singletonKey
      operations
      tableColumns {
        key
        field
        header
        length
        orderBy
      }
      orders
      searchHint
      fields {
        name
        label
        description
        input
        required
        isKey
        isPublic
        marks
        hint
        options
        onLabel
        selection
        numeric
        shape
        nullable
        initial
      }
      status {
        filter
        label
        on
        off
      }
      sitePath {
        field
        kind
        suffix
      }
      offerRedirect
      layout
      tab
      tabLabel
    }
  }
`);
