import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeResponse, UpdateMeRequest } from '@contracts/me';
import { api } from '../../../lib/api-client';
import { meQuery } from '../../../lib/me';

/** Saves the names optimistically; a failure rolls the shown name back. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateMeRequest) => api<MeResponse>('/me', { method: 'PATCH', body: input }),
    meta: { silent: true },
    onMutate: async (input) => {
      await queryClient.cancelQueries(meQuery);
      const previous = queryClient.getQueryData(meQuery.queryKey);
      if (previous) queryClient.setQueryData(meQuery.queryKey, { ...previous, ...input });
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(meQuery.queryKey, context.previous);
    },
    onSuccess: (me) => queryClient.setQueryData(meQuery.queryKey, me),
  });
}
