// Renders a payment-methods screen against a real local HTTP server, with the
// signed-in user seeded in the query cache and the app's QueryClient behaviour.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ToastContainer } from '@/test/toast-container';
import { createQueryClient } from '@/app/query-client';
import { configureApiClient } from '@/lib/api';
import { SessionProvider, userQueryKey, type User } from '@/lib/session';
import { setToken } from '@/lib/session/storage';
import { json, type TestServer } from '@/test/http-server';
import { createMockTokenizer } from '../tokenizer/mock-tokenizer';
import { TokenizerProvider, type CardDetails, type CardTokenizer } from '../tokenizer';

export const TOKEN = 'tok-6f1c0d9a';

function testQueryClient(): QueryClient {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  // No retry delays in tests; everything else as in the app (toasts, stale times).
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  return client;
}

/** The mock tokenizer without its delay, recording what it was given. */
export function recordingTokenizer(base: CardTokenizer = createMockTokenizer({ delayMs: 0 })) {
  const calls: CardDetails[] = [];
  const tokenizer: CardTokenizer = {
    provider: base.provider,
    prepare: () => base.prepare(),
    tokenize: (card) => {
      calls.push(card);
      return base.tokenize(card);
    },
  };
  return { tokenizer, calls };
}

export function renderScreen(
  ui: ReactNode,
  { server, user, tokenizer }: { server: TestServer; user: User; tokenizer?: CardTokenizer },
) {
  configureApiClient({ baseUrl: server.url, getToken: () => TOKEN });
  setToken(TOKEN);
  const queryClient = testQueryClient();
  queryClient.setQueryData(userQueryKey(), user);
  const router = createMemoryRouter(
    [
      {
        path: '/app/metodos-de-pago',
        element: (
          <SessionProvider>
            <TokenizerProvider tokenizer={tokenizer ?? recordingTokenizer().tokenizer}>{ui}</TokenizerProvider>
            <ToastContainer />
          </SessionProvider>
        ),
      },
      { path: '*', element: <p>Otra pantalla</p> },
    ],
    { initialEntries: ['/app/metodos-de-pago'] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, queryClient, router };
}

/** Answers by "METHOD path"; anything unexpected is a 404 so that a stray call shows up. */
export function routes(table: Record<string, (res: ServerResponse, body: Buffer, req: IncomingMessage) => void>) {
  return (req: IncomingMessage, res: ServerResponse, body: Buffer) => {
    const path = (req.url ?? '').split('?')[0];
    const handler = table[`${req.method} ${path}`];
    if (handler) handler(res, body, req);
    else json(res, 404, { message: `Sin ruta de prueba para ${req.method} ${path}` });
  };
}

/** A response that waits until the test lets it go (to see pending and optimistic states). */
export function deferred() {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { gate, release };
}
