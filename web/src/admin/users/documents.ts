import { graphql } from '../../graphql/generated/gql.ts';

export const ApiTokensQuery = graphql(`
  query AdminApiTokens($first: Int!, $offset: Int!) {
    apiTokens(first: $first, offset: $offset) {
      totalCount
      nodes {
        id
        name
        scope
        secretPrefix
        createdBy
        createdAt
        expiresAt
        lastUsedAt
        revokedAt
      }
    }
  }
`);

export const CreateApiTokenMutation = graphql(`
  mutation AdminCreateApiToken($name: String!, $scope: ApiTokenScope!, $expiresAt: DateTime, $currentPassword: String!) {
    createApiToken(name: $name, scope: $scope, expiresAt: $expiresAt, currentPassword: $currentPassword) {
      secret
      token {
        id
        name
      }
    }
  }
`);

export const RevokeApiTokenMutation = graphql(`
  mutation AdminRevokeApiToken($id: Int!) {
    revokeApiToken(id: $id) {
      id
      revokedAt
    }
  }
`);
