import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { invalidateAfter } from '@/lib/api/invalidation';
import { writeKey } from '@/lib/api/operations';
import { api, errorMessage, hasStatus, isApiError } from '@/lib/api';
import { isOutcomeUnknown } from '@/lib/api/unknown-outcome';
import type { DecideQuotationBody } from '../decision';
import type { Quotation } from '../types';
import { quotationQueryOptions } from './get-quotation';

/** What answering a quotation came to, for the dialog to say. */
export type DecideResult =
  | { kind: 'decided'; quotation: Quotation }
  /** The answer was lost, and reading the quotation again shows it was recorded. */
  | { kind: 'recorded-anyway'; quotation: Quotation }
  /** 409: the server's message; the quotation as read again (null when that failed too). */
  | { kind: 'conflict'; message: string; quotation: Quotation | null }
  /** 422: a message per field the form shows (reason, comment), and the summary. */
  | { kind: 'invalid'; message: string; fields: DecisionFieldErrors }
  /** The answer was lost and the quotation, read again, is still undecided: nothing was recorded. */
  | { kind: 'not-recorded'; message: string }
  /** The answer was lost and the quotation could not be read either. */
  | { kind: 'unconfirmed'; message: string }
  | { kind: 'refused'; message: string };

type DecisionFieldErrors = { reason?: string; comment?: string };

/**
 * The 422's message on `reason` and `comment`. Read here rather than with lib/validation's
 * fieldErrorsFrom: importing that module from this lazy dialog split it out of the forms' shared
 * chunk, one more file and +0.2 KB on /login's first load (`npm run size`).
 */
function decisionFieldErrors(error: unknown): DecisionFieldErrors {
  const list = isApiError(error) && error.body && typeof error.body === 'object' ? (error.body as { errors?: unknown }).errors : null;
  const fields: DecisionFieldErrors = {};
  for (const item of Array.isArray(list) ? list : []) {
    const { field, message } = (item ?? {}) as { field?: unknown; message?: unknown };
    if ((field === 'reason' || field === 'comment') && typeof message === 'string' && message.trim()) fields[field] = message;
  }
  return fields;
}

const readQuotation = (queryClient: QueryClient, quotationId: string): Promise<Quotation> =>
  queryClient.fetchQuery({ ...quotationQueryOptions(quotationId), staleTime: 0 });

async function sendDecision(quotationId: string, body: DecideQuotationBody): Promise<Quotation> {
  const { data } = await api.POST('/quotations/{quotationId}/decision', { params: { path: { quotationId } }, body });
  if (!data) throw new Error('Sin cotización en la respuesta');
  return data;
}

/** After a lost answer: the quotation read again says whether this answer is the one it now holds. */
async function checkDecision(queryClient: QueryClient, quotationId: string, body: DecideQuotationBody): Promise<DecideResult> {
  let quotation: Quotation;
  try {
    quotation = await readQuotation(queryClient, quotationId);
  } catch (readError) {
    return {
      kind: 'unconfirmed',
      message: `No sabemos si tu respuesta quedó registrada: ${errorMessage(readError)} Revisa antes de intentarlo de nuevo.`,
    };
  }
  // Recorded means this answer is the one the server now holds (after asking for changes there was one before).
  if (quotation.decision?.outcome === body.outcome) return { kind: 'recorded-anyway', quotation };
  return {
    kind: 'not-recorded',
    message: quotation.decision
      ? 'No recibimos respuesta del servidor y tu nueva respuesta no quedó registrada: la cotización conserva la anterior. Puedes intentarlo de nuevo.'
      : 'No recibimos respuesta del servidor y tu respuesta no quedó registrada: la cotización sigue sin responder. Puedes intentarlo de nuevo.',
  };
}

/**
 * A failed answer: a 409 and a lost answer read the quotation again (the page then shows what the
 * server holds); a lost answer is never shown as a refusal, nor sent again blindly (it may have
 * been recorded: a second one would be refused as a second decision).
 */
async function explainFailure(
  queryClient: QueryClient,
  quotationId: string,
  body: DecideQuotationBody,
  error: unknown,
): Promise<DecideResult> {
  if (hasStatus(error, 422)) {
    return { kind: 'invalid', message: errorMessage(error), fields: decisionFieldErrors(error) };
  }
  if (!hasStatus(error, 409)) {
    return isOutcomeUnknown(error) ? checkDecision(queryClient, quotationId, body) : { kind: 'refused', message: errorMessage(error) };
  }
  let quotation: Quotation | null = null;
  try {
    quotation = await readQuotation(queryClient, quotationId);
  } catch {
    // The 409's own words still say why.
  }
  return { kind: 'conflict', message: errorMessage(error), quotation };
}

/**
 * Answers the quotation (accept, decline, ask for changes) and says what came of it; the quotation,
 * the lists and the counts are refreshed whatever the outcome.
 */
export function useDecideQuotation(quotationId: string) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: writeKey('post /quotations/{quotationId}/decision'),
    mutationFn: async (body: DecideQuotationBody): Promise<DecideResult> => {
      try {
        const quotation = await sendDecision(quotationId, body);
        queryClient.setQueryData(quotationQueryOptions(quotationId).queryKey, quotation);
        return { kind: 'decided', quotation };
      } catch (error) {
        return explainFailure(queryClient, quotationId, body, error);
      }
    },
    onSettled: () => invalidateAfter(queryClient, 'post /quotations/{quotationId}/decision'),
  });
  return {
    decide: (body: DecideQuotationBody) => mutation.mutateAsync(body),
    /** After `unconfirmed`: read the quotation again, never answer it twice blind. */
    check: async (body: DecideQuotationBody) => {
      const result = await checkDecision(queryClient, quotationId, body);
      await invalidateAfter(queryClient, 'post /quotations/{quotationId}/decision');
      return result;
    },
    isPending: mutation.isPending,
  };
}
