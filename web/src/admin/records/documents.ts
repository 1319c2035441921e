import { graphql } from '../../graphql/generated/gql.ts';

export const RecordHistoryQuery = graphql(`
  query AdminRecordHistory($recordType: RecordType!, $slug: String!, $first: Int!, $offset: Int!) {
    recordHistory(recordType: $recordType, slug: $slug, first: $first, offset: $offset) {
      totalCount
      nodes {
        version
        action
        actor
        createdAt
        restoredFrom
        current
        changes {
          field
          before
          after
        }
      }
    }
    latest: recordHistory(recordType: $recordType, slug: $slug, first: 1) {
      nodes {
        version
      }
    }
  }
`);

export const RestoreRecordVersionMutation = graphql(`
  mutation AdminRestoreRecordVersion($recordType: RecordType!, $slug: String!, $version: Int!, $expectedVersion: Int!) {
    restoreRecordVersion(recordType: $recordType, slug: $slug, version: $version, expectedVersion: $expectedVersion) {
      version
    }
  }
`);

export const DeletedRecordsQuery = graphql(`
  query AdminDeletedRecords($recordType: RecordType!, $first: Int!, $offset: Int!) {
    deletedRecords(recordType: $recordType, first: $first, offset: $offset) {
      totalCount
      nodes {
        recordType
        slug
        title
        version
        deletedAt
        deletedBy
        purgeAt
      }
    }
  }
`);

export const RestoreDeletedRecordMutation = graphql(`
  mutation AdminRestoreDeletedRecord($recordType: RecordType!, $slug: String!) {
    restoreDeletedRecord(recordType: $recordType, slug: $slug) {
      version
    }
  }
`);

export const PurgeDeletedRecordMutation = graphql(`
  mutation AdminPurgeDeletedRecord($recordType: RecordType!, $slug: String!) {
    purgeDeletedRecord(recordType: $recordType, slug: $slug) {
      slug
    }
  }
`);

/**
 * The lists and counts a restore changes, refetched by name. Not every active query: the dashboard's
 * own sign-in check would show its loading state and take the open dialog with it. Each kind's list
 * adds its name as its document is written (defined/definedKind.tsx).
 */
export const recordListQueries = new Set<string>(['AdminDashboardStats']);

/*
 * The structured fields, every field of each: their editors and previews read them all. Named once
 * here, since the list and the single-record queries of a kind ask for the same.
 */

/** Every field of a block, by its type: the editors and the preview read them all. */
export const ContentBlockFragment = graphql(`
  fragment AdminContentBlock on ContentBlock {
    __typename
    ... on ParagraphBlock {
      type
      text
    }
    ... on ListBlock {
      type
      ordered
      items
    }
    ... on TableBlock {
      type
      caption
      columns
      rows
    }
    ... on NoteBlock {
      type
      heading
      text
    }
    ... on StepsBlock {
      type
      steps {
        title
        text
      }
    }
    ... on CardsBlock {
      type
      cards {
        title
        text
        icon
      }
    }
  }
`);

export const HowItWorksFragment = graphql(`
  fragment AdminHowItWorks on HowItWorks {
    steps
    formula
    uses
    bestPractices
    notes
  }
`);

export const PageContentFragment = graphql(`
  fragment AdminPageContent on PageContent {
    updated
    blocks {
      ...AdminContentBlock
    }
    sections {
      heading
      blocks {
        ...AdminContentBlock
      }
    }
    howItWorks {
      ...AdminHowItWorks
    }
  }
`);

/** A page's structured data (schema.org). */
export const StructuredDataFragment = graphql(`
  fragment AdminStructuredData on StructuredData {
    type
    name
    description
    url
    applicationCategory
    operatingSystem
    browserRequirements
    isAccessibleForFree
    offers {
      price
      priceCurrency
    }
    items {
      name
      url
    }
    questions {
      question
      answer
    }
  }
`);
