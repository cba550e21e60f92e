// The payment-methods screen rendered with the one harness (src/test/render.tsx) against a local
// HTTP server, with the card tokenizer a test chooses; plus helpers to answer and hold requests.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { configureApiClient } from '@/lib/api';
import type { User } from '@/lib/session';
import { json, type TestServer } from '@/test/http-server';
import { renderApp } from '@/test/render';
import { PaymentMethodsPage } from '../components/PaymentMethodsPage';
import { createMockTokenizer } from '../tokenizer/mock-tokenizer';
import { TokenizerProvider, type CardDetails, type CardTokenizer } from '../tokenizer';

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

/** The screen at its path, signed in as `user`; any other path is "Otra pantalla". */
export function renderPaymentMethods({ server, user, tokenizer }: { server: TestServer; user: User; tokenizer?: CardTokenizer }) {
  configureApiClient({ baseUrl: server.url });
  return renderApp({
    path: '/app/metodos-de-pago',
    user,
    routes: [
      {
        path: '/app/metodos-de-pago',
        element: (
          <TokenizerProvider tokenizer={tokenizer ?? recordingTokenizer().tokenizer}>
            <PaymentMethodsPage />
          </TokenizerProvider>
        ),
      },
      { path: '*', element: <p>Otra pantalla</p> },
    ],
  });
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
