import { graphql } from '../../graphql/generated/gql.ts';

/**
 * The page size is the list's own (RecordsTab's pageSize), written here: a variable counts as the
 * largest page the server gives (100) when the query's cost is measured, and a hundred pages with
 * every field of their content would be past its limit on values.
 */
export const PagesQuery = graphql(`
  query AdminPages($offset: Int, $search: String, $orderBy: PageOrderField, $orderDirection: OrderDirection, $isPublished: Boolean) {
    pages(first: 50, offset: $offset, search: $search, orderBy: $orderBy, orderDirection: $orderDirection, isPublished: $isPublished) {
      totalCount
      nodes {
        id
        pageType
        pageSlug
        title
        description
        content {
          ...AdminPageContent
        }
        isPublished
        updatedAt
        updatedBy
        version
      }
    }
  }
`);

export const PageQuery = graphql(`
  query AdminPage($pageSlug: String!) {
    page(pageSlug: $pageSlug) {
      id
      pageType
      pageSlug
      title
      description
      content {
        ...AdminPageContent
      }
      isPublished
      updatedAt
      updatedBy
      version
    }
  }
`);

export const CreatePageMutation = graphql(`
  mutation AdminCreatePage($input: PageInput!) {
    createPage(input: $input) {
      id
      pageSlug
      version
    }
  }
`);

export const UpdatePageMutation = graphql(`
  mutation AdminUpdatePage($pageSlug: String!, $input: PageInput!) {
    updatePage(pageSlug: $pageSlug, input: $input) {
      id
      pageSlug
      version
    }
  }
`);

export const DeletePageMutation = graphql(`
  mutation AdminDeletePage($pageSlug: String!) {
    deletePage(pageSlug: $pageSlug) {
      id
      pageSlug
    }
  }
`);
