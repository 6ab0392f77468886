import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { loadAuth } from './auth-loader';

/** The signed-in session (user id and admin flag from the verified tokens), cached for 5 minutes. */
export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: async () => (await loadAuth()).currentSession().catch(() => null),
  staleTime: 5 * 60 * 1000,
});

export function useSession() {
  return useQuery(sessionQuery);
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return async (email: string, password: string) => {
    await (await loadAuth()).signInWithPassword(email, password);
    queryClient.clear();
    await queryClient.fetchQuery(sessionQuery);
  };
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return async () => {
    await (await loadAuth()).signOutUser();
    queryClient.clear();
    queryClient.setQueryData(sessionQuery.queryKey, null);
  };
}
