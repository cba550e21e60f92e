import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSubmission } from './use-submission';

/** A call the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('useSubmission', () => {
  it('goes idle → pending → success with the data, and calls that send’s onSuccess', async () => {
    const call = deferred<string>();
    const { result } = renderHook(() => useSubmission((_: number) => call.promise));
    expect(result.current.isIdle).toBe(true);
    const onSuccess = vi.fn();
    act(() => result.current.mutate(1, { onSuccess }));
    expect(result.current.isPending).toBe(true);
    await act(async () => call.resolve('listo'));
    expect(result.current).toMatchObject({ isSuccess: true, data: 'listo', error: null });
    expect(onSuccess).toHaveBeenCalledWith('listo');
  });

  it('a failure keeps the error (no data) and calls onError', async () => {
    const call = deferred<string>();
    const { result } = renderHook(() => useSubmission(() => call.promise));
    const onError = vi.fn();
    act(() => result.current.mutate(undefined, { onError }));
    const error = new Error('Error (503)');
    await act(async () => call.reject(error));
    expect(result.current).toMatchObject({ isError: true, error, data: undefined });
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('a second send supersedes the first: the first one’s late answer changes nothing', async () => {
    const calls = [deferred<string>(), deferred<string>()];
    const { result } = renderHook(() => useSubmission((index: number) => calls[index]!.promise));
    const first = vi.fn();
    act(() => result.current.mutate(0, { onSuccess: first }));
    act(() => result.current.mutate(1));
    await act(async () => calls[0]!.resolve('viejo'));
    expect(result.current.isPending).toBe(true);
    expect(first).not.toHaveBeenCalled();
    await act(async () => calls[1]!.resolve('nuevo'));
    await waitFor(() => expect(result.current.data).toBe('nuevo'));
  });

  it('an answer after unmounting is ignored', async () => {
    const call = deferred<string>();
    const onSuccess = vi.fn();
    const { result, unmount } = renderHook(() => useSubmission(() => call.promise));
    act(() => result.current.mutate(undefined, { onSuccess }));
    unmount();
    await act(async () => call.resolve('tarde'));
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
