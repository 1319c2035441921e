import { graphql } from '../../graphql/generated/gql.ts';

export const SeoMetasQuery = graphql(`
  query AdminSeoMetas($first: Int, $offset: Int, $search: String, $orderBy: SeoMetaOrderField, $orderDirection: OrderDirection) {
    seoMetas(first: $first, offset: $offset, search: $search, orderBy: $orderBy, orderDirection: $orderDirection) {
      totalCount
      nodes {
        id
        pageSlug
        metaTitle
        metaDescription
        metaKeywords
        canonicalUrl
        structuredData {
          ...AdminStructuredData
        }
        ogTitle
        ogDescription
        ogImage
        twitterTitle
        twitterDescription
        twitterImage
        updatedAt
        updatedBy
        version
      }
    }
  }
`);

export const SeoMetaQuery = graphql(`
  query AdminSeoMeta($pageSlug: String!) {
    seoMeta(pageSlug: $pageSlug) {
      id
      pageSlug
      metaTitle
      metaDescription
      metaKeywords
      canonicalUrl
      structuredData {
        ...AdminStructuredData
      }
      ogTitle
      ogDescription
      ogImage
      twitterTitle
      twitterDescription
      twitterImage
      updatedAt
      updatedBy
      version
    }
  }
`);

export const CreateSeoMetaMutation = graphql(`
  mutation AdminCreateSeoMeta($input: SeoMetaInput!) {
    createSeoMeta(input: $input) {
      id
      pageSlug
      version
    }
  }
`);

export const UpdateSeoMetaMutation = graphql(`
  mutation AdminUpdateSeoMeta($pageSlug: String!, $input: SeoMetaInput!) {
    updateSeoMeta(pageSlug: $pageSlug, input: $input) {
      id
      pageSlug
      version
    }
  }
`);

export const DeleteSeoMetaMutation = graphql(`
  mutation AdminDeleteSeoMeta($pageSlug: String!) {
    deleteSeoMeta(pageSlug: $pageSlug) {
      id
      pageSlug
    }
  }
`);
