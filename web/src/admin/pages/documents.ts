import { graphql } from '../../graphql/generated/gql.ts';

export const PagesQuery = graphql(`
  query AdminPages($first: Int, $offset: Int, $search: String, $orderBy: PageOrderField, $orderDirection: OrderDirection, $isPublished: Boolean) {
    pages(first: $first, offset: $offset, search: $search, orderBy: $orderBy, orderDirection: $orderDirection, isPublished: $isPublished) {
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
