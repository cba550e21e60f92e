// @vitest-environment node
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';

// A fresh module per test: the store is the app's one client.
const freshStore = async () => {
  vi.resetModules();
  return import('./query-client-store');
};

describe('the query client made on demand', () => {
  it('exists only once asked for, is made once, and is the same for every caller', async () => {
    const store = await freshStore();
    const factory = vi.fn(() => Promise.resolve(new QueryClient()));
    store.setQueryClientFactory(factory);
    expect(store.getQueryClient()).toBeNull();
    expect(factory).not.toHaveBeenCalled();
    const [a, b] = await Promise.all([store.loadQueryClient(), store.loadQueryClient()]);
    expect(a).toBe(b);
    expect(store.getQueryClient()).toBe(a);
    expect(factory).toHaveBeenCalledTimes(1);
  });

  it('tells its subscribers when it exists', async () => {
    const store = await freshStore();
    store.setQueryClientFactory(() => Promise.resolve(new QueryClient()));
    const heard = vi.fn();
    store.subscribeQueryClient(heard);
    const client = await store.loadQueryClient();
    expect(heard).toHaveBeenCalledWith(client);
  });

  it('a chunk that failed to load is tried again on the next call', async () => {
    const store = await freshStore();
    const client = new QueryClient();
    const factory = vi.fn<() => Promise<QueryClient>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(client);
    store.setQueryClientFactory(factory);
    await expect(store.loadQueryClient()).rejects.toThrow('offline');
    await expect(store.loadQueryClient()).resolves.toBe(client);
  });

  it('a client provided (tests, the pre-render) is the one every caller gets, without the factory', async () => {
    const store = await freshStore();
    const factory = vi.fn(() => Promise.resolve(new QueryClient()));
    store.setQueryClientFactory(factory);
    const client = new QueryClient();
    store.provideQueryClient(client);
    await expect(store.loadQueryClient()).resolves.toBe(client);
    expect(factory).not.toHaveBeenCalled();
  });
});
