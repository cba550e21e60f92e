// The payment-methods screen rendered with the one harness (src/test/render.tsx) against a local
// HTTP server, with the card tokenizer a test chooses; plus helpers to answer and hold requests.
import { configureApiClient } from '@/lib/api';
import type { User } from '@/lib/session';
import type { TestServer } from '@/test/http-server';
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

/** A response that waits until the test lets it go (to see pending and optimistic states). */
export function deferred() {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { gate, release };
}
