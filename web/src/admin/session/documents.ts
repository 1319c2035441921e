import { graphql } from '../../graphql/generated/gql.ts';

export const MeQuery = graphql(`
  query AdminMe {
    me {
      username
      email
      role
    }
  }
`);

export const LoginMutation = graphql(`
  mutation AdminLogin($username: String!, $password: String!) {
    login(username: $username, password: $password) {
      success
      user {
        username
        email
        role
      }
    }
  }
`);

export const LogoutMutation = graphql(`
  mutation AdminLogout {
    logout
  }
`);

export const ChangePasswordMutation = graphql(`
  mutation AdminChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)
  }
`);
