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
 * own sign-in check would show its loading state and take the open dialog with it.
 */
export const recordListQueries = ['AdminPages', 'AdminSeoMetas', 'AdminCalculators', 'AdminDashboardStats'];
