// A form's one call and its state, for the public pages (sign-in, password reset, e-mail
// confirmation): the same states and `mutate` as TanStack Query's useMutation, without TanStack
// Query, which those pages' first load does not carry (docs/performance.md). The signed-in area
// uses useMutation.
import { useCallback, useEffect, useRef, useState } from 'react';

type SubmissionState<TData> =
  | { status: 'idle'; data: undefined; error: null }
  | { status: 'pending'; data: undefined; error: null }
  | { status: 'success'; data: TData; error: null }
  | { status: 'error'; data: undefined; error: Error };

export interface Submission<TVariables, TData> {
  /** Sends; a later call supersedes an earlier one still in flight (its outcome is ignored). */
  mutate: (variables: TVariables, callbacks?: { onSuccess?: (data: TData) => void; onError?: (error: Error) => void }) => void;
  isIdle: boolean;
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  data: TData | undefined;
  /** What the call threw: an ApiError from the API client (lib/api normalises every failure). */
  error: Error | null;
}

const IDLE = { status: 'idle', data: undefined, error: null } as const;

export function useSubmission<TVariables, TData>(send: (variables: TVariables) => Promise<TData>): Submission<TVariables, TData> {
  const [state, setState] = useState<SubmissionState<TData>>(IDLE);
  const latest = useRef(0);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  // The latest `send` (it may close over the render's values), without re-creating `mutate`.
  const sendRef = useRef(send);
  useEffect(() => {
    sendRef.current = send;
  });

  const mutate = useCallback<Submission<TVariables, TData>['mutate']>((variables, callbacks) => {
    const attempt = ++latest.current;
    setState({ status: 'pending', data: undefined, error: null });
    const current = () => mounted.current && attempt === latest.current;
    sendRef.current(variables).then(
      (data) => {
        if (!current()) return;
        setState({ status: 'success', data, error: null });
        callbacks?.onSuccess?.(data);
      },
      (error: unknown) => {
        if (!current()) return;
        setState({ status: 'error', data: undefined, error: error as Error });
        callbacks?.onError?.(error as Error);
      },
    );
  }, []);

  return {
    mutate,
    isIdle: state.status === 'idle',
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
    data: state.data,
    error: state.error,
  };
}
