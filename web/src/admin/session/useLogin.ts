import { useMutation } from '@apollo/client/react';
import { LoginMutation, MeQuery } from './documents.ts';

/** The sign-in mutation, writing the signed-in account into the cache's `me` so every view knows at once. */
export function useLogin() {
  return useMutation(LoginMutation, {
    update: (cache, result) => {
      if (result.data) cache.writeQuery({ query: MeQuery, data: { me: result.data.login.user } });
    },
  });
}
