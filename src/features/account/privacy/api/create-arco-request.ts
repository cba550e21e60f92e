import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidateAfter } from '@/lib/api/invalidation';
import { writeKey } from '@/lib/api/operations';
import { settleWrite, WriteOutcomeError, type WriteOutcome } from '@/lib/api/unknown-outcome';
import { filedRequest, type ArcoRequest, type ArcoRequestBody } from '../arco';
import { arcoRequestsQueryOptions } from './list-arco-requests';

/**
 * A request that was not filed: `refused` by the server (422 on its fields…); `not-made`, the list
 * read again after a lost answer does not have it; `unconfirmed`, that reading failed too.
 */
export class ArcoRequestError extends WriteOutcomeError<WriteOutcome> {
  override name = 'ArcoRequestError';
}

/** Filed: the request with its folio; `checked` when the answer was lost and the list, read again, showed it. */
export interface ArcoFiled {
  request: ArcoRequest;
  checked: boolean;
}

/** The ids of the requests listed now: a request found later among the new ones is the one just sent. */
export const listedRequestIds = (queryClient: QueryClient): ReadonlySet<string> =>
  new Set((queryClient.getQueryData<ArcoRequest[]>(arcoRequestsQueryOptions().queryKey) ?? []).map((request) => request.id));

/** The customer's list as the server has it now, and the request `body` in it if it was filed. */
export async function findFiledRequest(
  queryClient: QueryClient,
  body: ArcoRequestBody,
  known: ReadonlySet<string>,
): Promise<ArcoRequest | undefined> {
  const list = await queryClient.fetchQuery({ ...arcoRequestsQueryOptions(), staleTime: 0 });
  return filedRequest(list, body, known);
}

/**
 * POST /privacy/arco-requests: files the request; the answer carries its folio and deadline. When
 * the answer is lost it may have been filed: it is never sent again blind, the list is read and
 * decides (`known`: the ids listed before sending). The list reads again after any outcome.
 */
export function useCreateArcoRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: writeKey('post /privacy/arco-requests'),
    mutationFn: ({ body, known }: { body: ArcoRequestBody; known: ReadonlySet<string> }): Promise<ArcoFiled> =>
      settleWrite<ArcoFiled, ArcoRequest | undefined>(
        async () => {
          const { data } = await api.POST('/privacy/arco-requests', { body });
          if (!data) throw new Error('Sin solicitud en la respuesta');
          return { request: data, checked: false };
        },
        {
          reread: () => findFiledRequest(queryClient, body, known),
          made: (request) => (request ? { request, checked: true } : undefined),
          refused: (error) => {
            throw new ArcoRequestError('refused', error);
          },
          failure: (outcome, reason) => new ArcoRequestError(outcome, reason),
        },
      ),
    onSettled: () => invalidateAfter(queryClient, 'post /privacy/arco-requests'),
  });
}
