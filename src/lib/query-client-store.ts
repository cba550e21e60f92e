// The app's one QueryClient, made only when something needs it: the signed-in area, a stored
// session to check, a sign-in. TanStack Query is ~11 KB (gzip) that the public pages' first load
// never uses, so the entry holds this store (type-only imports) and the client's code is a chunk of
// its own (see docs/performance.md). Tests provide their client at once.
import type { QueryClient } from '@tanstack/react-query';
import { createExternalStore } from '@/lib/external-store';

const client = createExternalStore<QueryClient | null>(null);
let create: (() => Promise<QueryClient>) | null = null;
let creating: Promise<QueryClient> | null = null;

/** How the client is made (src/main.tsx: a dynamic import of the app's query client). */
export function setQueryClientFactory(factory: () => Promise<QueryClient>): void {
  create = factory;
}

/** Provides a client made elsewhere (the unit tests' renderApp, the pre-render). */
export function provideQueryClient(instance: QueryClient): void {
  creating = Promise.resolve(instance);
  client.set(instance);
}

/** The client if it exists, else null (no code is loaded for it). */
export function getQueryClient(): QueryClient | null {
  return client.get();
}

/** The client, made on the first call. */
export function loadQueryClient(): Promise<QueryClient> {
  if (!creating) {
    if (!create) return Promise.reject(new Error('No hay cliente de consultas: falta setQueryClientFactory.'));
    creating = create().then(
      (instance) => {
        // A client provided meanwhile (a test) wins.
        if (client.get() === null) client.set(instance);
        return client.get() ?? instance;
      },
      (error: unknown) => {
        creating = null; // a failed chunk load may be tried again
        throw error;
      },
    );
  }
  return creating;
}

export const subscribeQueryClient = client.subscribe;
