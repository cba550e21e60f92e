import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { ArcoRequestBody } from '../arco';
import { arcoRequestsQueryKey } from './list-arco-requests';

/**
 * POST /privacy/arco-requests: files the request; the answer carries its folio and deadline. The
 * list reads again after any outcome (a lost answer may still have filed it).
 */
export function useCreateArcoRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['post', '/privacy/arco-requests'],
    mutationFn: async (body: ArcoRequestBody) => {
      const { data } = await api.POST('/privacy/arco-requests', { body });
      return data!;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: arcoRequestsQueryKey }),
  });
}
