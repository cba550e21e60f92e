import { act, fireEvent, screen, waitFor, within, type BoundFunctions, type queries } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userQueryKey, type User } from '@/lib/session';
import { startTestServer, type TestServer } from '@/test/http-server';
import { answer } from '@/test/render';
import { addedCard, CARDS, employer, nonEmployer } from '../test/fixtures';
import { deferred, recordingTokenizer, renderPaymentMethods } from '../test/screen';
import { createMockTokenizer } from '../tokenizer/mock-tokenizer';
import { createOpenpayTokenizer, OPENPAY_DATA_SCRIPT, OPENPAY_SCRIPT, type OpenPayGlobal } from '../tokenizer/openpay-tokenizer';
import { createScriptLoader } from '../tokenizer/script-loader';
import { TokenizerError, type CardToken, type CardTokenizer } from '../tokenizer';

let server: TestServer;

beforeEach(async () => {
  server = await startTestServer();
});

afterEach(async () => {
  await server.close();
});

const CARD_NUMBER = '4242424242424242';
const CVV = '847';

const posts = () => server.requests.filter((r) => r.method === 'POST' && r.url === '/customers/me/cards');
const sentBody = (request: { body: Buffer }) => JSON.parse(request.body.toString()) as Record<string, unknown>;

type Dialog = BoundFunctions<typeof queries>;

async function openDialog(user: User = employer, tokenizer?: CardTokenizer) {
  const view = renderPaymentMethods({ server, user, tokenizer });
  // Press the button of the loaded page. While the cards load, the header has an "Agregar tarjeta";
  // with no cards, the list's empty state takes its place with its own. A button found while
  // loading, when the cards arrived before the press (under load, in the setTimeout turns of the
  // find and of userEvent.click), was no longer in the document: the click reached no handler and
  // no dialog opened (about 1 full run in 5).
  // Waiting for the loaded page as the customer sees it, not for the query client.
  const button = await waitFor(() => {
    expect(screen.queryByText('Cargando tus tarjetas…')).toBeNull();
    return screen.getAllByRole('button', { name: 'Agregar tarjeta' })[0]!;
  });
  await userEvent.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Agregar tarjeta' });
  // The form mounts a frame after the dialog (useAfterFirstPaint).
  await within(dialog).findByRole('textbox', { name: 'Nombre del titular' });
  return { ...view, dialog: within(dialog) };
}

async function fillCard(dialog: Dialog, card: { holder?: string; number?: string; expiry?: string; cvv?: string } = {}) {
  const { holder = 'José Luis Ramírez Ortiz', number = CARD_NUMBER, expiry = '0530', cvv = CVV } = card;
  if (holder) await userEvent.type(dialog.getByRole('textbox', { name: 'Nombre del titular' }), holder);
  if (number) await userEvent.type(dialog.getByRole('textbox', { name: 'Número de tarjeta' }), number);
  if (expiry) await userEvent.type(dialog.getByRole('textbox', { name: 'Vencimiento' }), expiry);
  if (cvv) await userEvent.type(dialog.getByRole('textbox', { name: 'Código de seguridad' }), cvv);
}

function everythingSent(): string {
  return server.requests.map((r) => `${r.method} ${r.url} ${JSON.stringify(r.headers)} ${r.body.toString()}`).join('\n');
}

describe('adding a card', () => {
  // The tap paints the dialog's frame; the form follows a frame later (useAfterFirstPaint).
  it('is named at once over a placeholder of the form, which the form replaces with its first field focused', async () => {
    answer(server, { 'GET /customers/me/cards': () => [200, CARDS] });
    renderPaymentMethods({ server, user: employer });
    const button = await waitFor(() => {
      expect(screen.queryByText('Cargando tus tarjetas…')).toBeNull();
      return screen.getAllByRole('button', { name: 'Agregar tarjeta' })[0]!;
    });
    // A synchronous click: what the tap's own render commits, before any frame has passed.
    fireEvent.click(button);
    const dialog = within(screen.getByRole('dialog', { name: 'Agregar tarjeta' }));
    expect(dialog.getByTestId('add-card-placeholder')).toHaveAttribute('aria-hidden', 'true');
    expect(dialog.queryByRole('textbox')).toBeNull();

    const holder = await dialog.findByRole('textbox', { name: 'Nombre del titular' });
    expect(dialog.queryByTestId('add-card-placeholder')).toBeNull();
    await waitFor(() => expect(holder).toHaveFocus());
  });

  it('tokenizes the card, sends only the token, confirms and refreshes the list', async () => {
    let cards = CARDS;
    answer(server, {
      'GET /customers/me/cards': () => [200, cards],
      'POST /customers/me/cards': () => {
        cards = [addedCard, ...CARDS];
        return [200, addedCard];
      },
    });
    const { tokenizer, calls } = recordingTokenizer();
    const { dialog } = await openDialog(employer, tokenizer);

    await fillCard(dialog);
    // The spec's card-number input: digits grouped in fours; the brand is recognised.
    expect(dialog.getByRole('textbox', { name: 'Número de tarjeta' })).toHaveValue('4242 4242 4242 4242');
    expect(dialog.getByRole('img', { name: 'Visa' })).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Vencimiento' })).toHaveValue('05/30');
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar tarjeta' }));

    expect(await screen.findByText('Agregamos tu tarjeta Visa terminación 4242.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([
      { holderName: 'José Luis Ramírez Ortiz', cardNumber: CARD_NUMBER, expirationMonth: '05', expirationYear: '30', cvv2: CVV },
    ]);
    expect(posts()).toHaveLength(1);
    const body = sentBody(posts()[0]!);
    expect(Object.keys(body).sort()).toEqual(['device_session_id', 'holder_name', 'token_id']);
    expect(body.token_id).toMatch(/^kx[a-z]{22}$/);
    expect(body.device_session_id).toMatch(/^[a-z]{32}$/);
    expect(body.holder_name).toBe('José Luis Ramírez Ortiz');
    // Our API never sees the number or the CVV, in any form.
    const sent = everythingSent();
    for (const secret of [CARD_NUMBER, '4242 4242 4242 4242', CVV]) expect(sent).not.toContain(secret);
    await waitFor(() => expect(screen.getAllByTestId('saved-card')).toHaveLength(4));
  });

  it('checks everything before sending anything, in Spanish, on each field', async () => {
    answer(server, { 'GET /customers/me/cards': () => [200, CARDS] });
    const { tokenizer, calls } = recordingTokenizer();
    const { dialog } = await openDialog(employer, tokenizer);

    await userEvent.click(dialog.getByRole('button', { name: 'Guardar tarjeta' }));
    const holder = dialog.getByRole('textbox', { name: 'Nombre del titular' });
    expect(holder).toHaveAccessibleDescription(expect.stringContaining('Escribe el nombre como aparece en la tarjeta.'));
    expect(holder).toHaveAttribute('aria-invalid', 'true');
    expect(holder).toHaveFocus();
    expect(dialog.getByRole('textbox', { name: 'Número de tarjeta' })).toHaveAccessibleDescription('Escribe el número de la tarjeta.');
    expect(dialog.getByRole('textbox', { name: 'Vencimiento' })).toHaveAccessibleDescription(
      expect.stringContaining('Escribe la fecha de vencimiento (MM/AA).'),
    );
    expect(dialog.getByRole('textbox', { name: 'Código de seguridad' })).toHaveAccessibleDescription(
      expect.stringContaining('Escribe el código de seguridad (CVV).'),
    );

    // A wrong check digit, a past date, a short CVV: each explained, nothing lost.
    await fillCard(dialog, { number: '4242424242424241', expiry: '0120', cvv: '12' });
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar tarjeta' }));
    const number = dialog.getByRole('textbox', { name: 'Número de tarjeta' });
    expect(number).toHaveAccessibleDescription('El número de la tarjeta no es válido. Revisa que esté bien escrito.');
    expect(number).toHaveFocus();
    expect(dialog.getByRole('textbox', { name: 'Vencimiento' })).toHaveAccessibleDescription(
      expect.stringContaining('La tarjeta está vencida. Revisa la fecha o usa otra tarjeta.'),
    );
    expect(dialog.getByRole('textbox', { name: 'Código de seguridad' })).toHaveAccessibleDescription(
      expect.stringContaining('El código de seguridad tiene 3 dígitos.'),
    );
    expect(number).toHaveValue('4242 4242 4242 4241');
    expect(dialog.getByRole('textbox', { name: 'Nombre del titular' })).toHaveValue('José Luis Ramírez Ortiz');
    expect(dialog.getByRole('textbox', { name: 'Vencimiento' })).toHaveValue('01/20');
    expect(dialog.getByRole('textbox', { name: 'Código de seguridad' })).toHaveValue('12');
    expect(calls).toHaveLength(0);
    expect(posts()).toHaveLength(0);
  });

  it('keeps the card number input to 16 digits in groups of four', async () => {
    answer(server, { 'GET /customers/me/cards': () => [200, CARDS] });
    const { dialog } = await openDialog();
    const number = dialog.getByRole('textbox', { name: 'Número de tarjeta' });
    await userEvent.type(number, '4111-1111 1111 1111 9999x');
    expect(number).toHaveValue('4111 1111 1111 1111');
  });

  it('reads full-width digits (an IME, or pasted) as digits, and they reach only the tokenizer, as ASCII', async () => {
    answer(server, {
      'GET /customers/me/cards': () => [200, CARDS],
      'POST /customers/me/cards': () => [200, addedCard],
    });
    const { tokenizer, calls } = recordingTokenizer();
    const { dialog } = await openDialog(employer, tokenizer);
    const fullWidth = '４２４２ ４２４２ ４２４２ ４２４２';
    await userEvent.type(dialog.getByRole('textbox', { name: 'Nombre del titular' }), 'José Luis Ramírez Ortiz');
    const number = dialog.getByRole('textbox', { name: 'Número de tarjeta' });
    await userEvent.click(number);
    await userEvent.paste(fullWidth);
    expect(number).toHaveValue('4242 4242 4242 4242');
    expect(dialog.getByRole('img', { name: 'Visa' })).toBeInTheDocument();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Vencimiento' }), '０５３０');
    expect(dialog.getByRole('textbox', { name: 'Vencimiento' })).toHaveValue('05/30');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Código de seguridad' }), '８４７');
    expect(dialog.getByRole('textbox', { name: 'Código de seguridad' })).toHaveValue(CVV);
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar tarjeta' }));

    expect(await screen.findByText('Agregamos tu tarjeta Visa terminación 4242.')).toBeInTheDocument();
    expect(calls).toEqual([
      { holderName: 'José Luis Ramírez Ortiz', cardNumber: CARD_NUMBER, expirationMonth: '05', expirationYear: '30', cvv2: CVV },
    ]);
    const sent = everythingSent();
    for (const secret of [CARD_NUMBER, '4242 4242 4242 4242', fullWidth, '４２４２', CVV, '８４７']) expect(sent).not.toContain(secret);
  });

  it('shows a card error from the tokenizer and keeps what was typed', async () => {
    answer(server, { 'GET /customers/me/cards': () => [200, CARDS] });
    // Openpay.js refuses some cards before it issues a token (its error arrives with a code).
    const refusing: CardTokenizer = {
      provider: 'openpay',
      prepare: async () => {},
      tokenize: async () => {
        throw new TokenizerError('card', 'La tarjeta fue declinada.', { code: 3001 });
      },
    };
    const { dialog } = await openDialog(employer, refusing);

    await fillCard(dialog, { number: '4222222222222220' });
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar tarjeta' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('La tarjeta fue declinada.');
    expect(dialog.getByRole('textbox', { name: 'Número de tarjeta' })).toHaveValue('4222 2222 2222 2220');
    expect(dialog.getByRole('textbox', { name: 'Código de seguridad' })).toHaveValue(CVV);
    expect(posts()).toHaveLength(0);
  });

  it('puts an API card error on its field, with Openpay’s sentence for the code', async () => {
    answer(server, {
      'GET /customers/me/cards': () => [200, CARDS],
      'POST /customers/me/cards': () => [400, { message: 'Invalid card number', error_code: 2004, category: 'request', request_id: 'r-1' }],
    });
    const { dialog } = await openDialog();

    await fillCard(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar tarjeta' }));
    const number = dialog.getByRole('textbox', { name: 'Número de tarjeta' });
    await waitFor(() => expect(number).toHaveAccessibleDescription('El número de la tarjeta no es válido. Revisa que esté bien escrito.'));
    expect(number).toHaveFocus();
    expect(number).toHaveValue('4242 4242 4242 4242');
  });

  it('says when the card is already registered (409, code 2002)', async () => {
    answer(server, {
      'GET /customers/me/cards': () => [200, CARDS],
      'POST /customers/me/cards': () => [409, { message: 'La tarjeta con este número ya se encuentra registrada.', error_code: 2002 }],
    });
    const { dialog } = await openDialog();
    await fillCard(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar tarjeta' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('La tarjeta con este número ya se encuentra registrada en tu cuenta.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows the normalised message when the API is down, and a retry works', async () => {
    let down = true;
    answer(server, {
      'GET /customers/me/cards': () => [200, CARDS],
      'POST /customers/me/cards': () => (down ? [500, {}] : [200, addedCard]),
    });
    const { tokenizer, calls } = recordingTokenizer();
    const { dialog } = await openDialog(employer, tokenizer);
    await fillCard(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar tarjeta' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Error 500');

    down = false;
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar tarjeta' }));
    expect(await screen.findByText('Agregamos tu tarjeta Visa terminación 4242.')).toBeInTheDocument();
    // A token is single use: the retry made a new one.
    expect(calls).toHaveLength(2);
    const [first, second] = posts().map((r) => sentBody(r).token_id);
    expect(first).not.toBe(second);
  });

  it('a 429 says nothing was saved and how long to wait, keeps what was typed, and is never a decline', async () => {
    let limited = true;
    answer(server, {
      'GET /customers/me/cards': () => [200, CARDS],
      'POST /customers/me/cards': () =>
        // Even with a card code in the body, a 429 is not the card's fault.
        limited ? [429, { message: 'Too many requests', error_code: 3001 }, { 'Retry-After': '120' }] : [200, addedCard],
    });
    const { dialog } = await openDialog();
    await fillCard(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar tarjeta' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Error (429): hiciste demasiados intentos y no se guardó la tarjeta. Espera 2 minutos e inténtalo de nuevo.',
    );
    expect(screen.queryByText(/declinada|No Encontrado/)).not.toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Número de tarjeta' })).toHaveValue('4242 4242 4242 4242');
    expect(dialog.getByRole('textbox', { name: 'Nombre del titular' })).toHaveValue('José Luis Ramírez Ortiz');

    limited = false;
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar tarjeta' }));
    expect(await screen.findByText('Agregamos tu tarjeta Visa terminación 4242.')).toBeInTheDocument();
  });

  it('makes the new card the default when asked', async () => {
    answer(server, {
      'GET /customers/me/cards': () => [200, CARDS],
      'POST /customers/me/cards': () => [200, addedCard],
      'PATCH /customers/me': () => [200, { ...employer.customer, defaultCardId: addedCard.id }],
    });
    const { dialog, queryClient } = await openDialog();
    await fillCard(dialog);
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Usar como tarjeta predeterminada' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar tarjeta' }));

    expect(await screen.findByText('Agregamos tu tarjeta Visa terminación 4242.')).toBeInTheDocument();
    const patch = server.requests.find((r) => r.method === 'PATCH');
    expect(JSON.parse(patch!.body.toString())).toEqual({ defaultCardId: addedCard.id });
    expect((queryClient.getQueryData(userQueryKey()) as User).customer.defaultCardId).toBe(addedCard.id);
  });

  it('makes a first card the default without asking', async () => {
    answer(server, {
      'GET /customers/me/cards': () => [200, []],
      'POST /customers/me/cards': () => [200, addedCard],
    });
    const { dialog, queryClient } = await openDialog(nonEmployer);
    expect(dialog.queryByRole('checkbox')).toBeNull();
    await fillCard(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar tarjeta' }));
    expect(await screen.findByText('Agregamos tu tarjeta Visa terminación 4242.')).toBeInTheDocument();
    expect(server.requests.some((r) => r.method === 'PATCH')).toBe(false);
    expect((queryClient.getQueryData(userQueryKey()) as User).customer.defaultCardId).toBe(addedCard.id);
  });

  it('says when Openpay’s scripts cannot load and tries again', async () => {
    answer(server, { 'GET /customers/me/cards': () => [200, CARDS] });
    const working = createMockTokenizer({ delayMs: 0 });
    const prepare = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(
        new TokenizerError('load', 'No pudimos cargar el formulario seguro de Openpay. Revisa tu conexión e intenta de nuevo.'),
      )
      .mockResolvedValue(undefined);
    const tokenizer: CardTokenizer = { provider: 'openpay', prepare, tokenize: (card) => working.tokenize(card) };
    const { dialog } = await openDialog(employer, tokenizer);

    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'No pudimos cargar el formulario seguro de Openpay. Revisa tu conexión e intenta de nuevo.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(dialog.queryByRole('alert')).toBeNull());
    expect(prepare).toHaveBeenCalledTimes(2);
  });

  it('cannot be closed while the card is being saved, and forgets the card once closed', async () => {
    const { gate, release } = deferred();
    answer(server, {
      'GET /customers/me/cards': () => [200, CARDS],
      'POST /customers/me/cards': () => gate.then(() => [409, { message: 'Ya registrada', error_code: 2002 }] as const),
    });
    const { dialog } = await openDialog();
    await fillCard(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar tarjeta' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    // The dialog says why: the token has reached our API, which may already have saved the card.
    expect(dialog.getByRole('status')).toHaveTextContent('Guardando la tarjeta en tu cuenta… Este paso ya no se puede cancelar.');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    release();
    await dialog.findByRole('alert');

    await userEvent.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getAllByRole('button', { name: 'Agregar tarjeta' })[0]!);
    const reopened = within(await screen.findByRole('dialog'));
    expect(await reopened.findByRole('textbox', { name: 'Número de tarjeta' })).toHaveValue('');
    expect(reopened.getByRole('textbox', { name: 'Código de seguridad' })).toHaveValue('');
  });
});

// Openpay's scripts and token come from a third party that may never answer: the dialog stays
// cancellable until the token reaches our API, and nothing of the card survives a close.
describe('adding a card when Openpay does not answer', () => {
  const OPENPAY_CONFIG = { merchantId: 'mzdtln0bmtms6o3kck8f', publicKey: 'pk_f0660ad5a39f4912872e24a7a660370c', sandbox: true };
  const OPENPAY_TOKEN = 'kzb8ylq1nfhgsxkwt3dc';

  afterEach(() => {
    document.head.querySelectorAll('script').forEach((script) => script.remove());
  });

  /** A fake `window.OpenPay` that issues a token for any card. */
  function answeringOpenPay(): OpenPayGlobal {
    return {
      setId: () => {},
      setApiKey: () => {},
      setSandboxMode: () => {},
      deviceData: { setup: () => 'kR1MiQhz2otdIuUlQkbEyitIqVMiI16f' },
      token: { create: (_card, onSuccess) => setTimeout(() => onSuccess({ data: { id: OPENPAY_TOKEN } }), 0) },
    };
  }

  /** A tokenizer whose tokens wait for the test; it ignores the signal, so only the dialog can drop them. */
  function heldTokenizer() {
    const held: ((token: CardToken) => void)[] = [];
    const tokenizer: CardTokenizer = {
      provider: 'openpay',
      prepare: async () => {},
      tokenize: () => new Promise<CardToken>((resolve) => held.push(resolve)),
    };
    const deliver = (index: number) =>
      held[index]!({ tokenId: `${OPENPAY_TOKEN}${index}`, deviceSessionId: 'kR1MiQhz2otdIuUlQkbEyitIqVMiI16f' });
    return { tokenizer, held, deliver };
  }

  // A retry's URL ends in ?retry=N.
  const script = (src: string) => document.head.querySelector<HTMLScriptElement>(`script[src^="${src}"]`);
  const findScript = (src: string) =>
    waitFor(() => {
      const found = script(src);
      if (!found) throw new Error(`No hay <script> para ${src}`);
      return found;
    });

  async function expectEmptyWhenReopened() {
    await userEvent.click(screen.getAllByRole('button', { name: 'Agregar tarjeta' })[0]!);
    const reopened = within(await screen.findByRole('dialog', { name: 'Agregar tarjeta' }));
    await reopened.findByRole('textbox', { name: 'Nombre del titular' });
    for (const name of ['Nombre del titular', 'Número de tarjeta', 'Vencimiento', 'Código de seguridad']) {
      expect(reopened.getByRole('textbox', { name })).toHaveValue('');
    }
    return reopened;
  }

  it('ends a stalled Openpay script in a Spanish error with "Reintentar", which loads it anew and keeps what was typed', async () => {
    answer(server, {
      'GET /customers/me/cards': () => [200, CARDS],
      'POST /customers/me/cards': () => [200, addedCard],
    });
    // The real loader (jsdom never loads a script: it stalls), with a short limit for the first try.
    const loader = createScriptLoader();
    const limit = { ms: 150 };
    const installed: { openPay?: OpenPayGlobal } = {};
    const tokenizer = createOpenpayTokenizer(OPENPAY_CONFIG, {
      loadScript: (src) => loader(src, { timeoutMs: limit.ms }),
      getOpenPay: () => installed.openPay,
    });
    const { dialog } = await openDialog(employer, tokenizer);
    await fillCard(dialog);

    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Openpay no respondió a tiempo y el formulario seguro no terminó de cargar. Revisa tu conexión e intenta de nuevo.',
    );
    expect(script(OPENPAY_SCRIPT)).toBeNull();

    limit.ms = 10_000;
    await userEvent.click(dialog.getByRole('button', { name: 'Reintentar' }));
    // A new <script> for Openpay: this time it loads.
    const reloaded = await findScript(OPENPAY_SCRIPT);
    installed.openPay = answeringOpenPay();
    reloaded.dispatchEvent(new Event('load'));
    (await findScript(OPENPAY_DATA_SCRIPT)).dispatchEvent(new Event('load'));
    await waitFor(() => expect(dialog.queryByRole('alert')).toBeNull());
    expect(dialog.queryByRole('button', { name: 'Reintentar' })).toBeNull();

    // Everything typed is still there for the retry.
    expect(dialog.getByRole('textbox', { name: 'Nombre del titular' })).toHaveValue('José Luis Ramírez Ortiz');
    expect(dialog.getByRole('textbox', { name: 'Número de tarjeta' })).toHaveValue('4242 4242 4242 4242');
    expect(dialog.getByRole('textbox', { name: 'Vencimiento' })).toHaveValue('05/30');
    expect(dialog.getByRole('textbox', { name: 'Código de seguridad' })).toHaveValue(CVV);
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar tarjeta' }));
    expect(await screen.findByText('Agregamos tu tarjeta Visa terminación 4242.')).toBeInTheDocument();
    expect(posts()).toHaveLength(1);
    expect(sentBody(posts()[0]!).token_id).toBe(OPENPAY_TOKEN);
  });

  /** The three ways out of a dialog, all of which must work until the token reaches our API. */
  const CLOSE_BY = {
    Cancelar: (dialog: Dialog) => userEvent.click(dialog.getByRole('button', { name: 'Cancelar' })),
    Escape: () => userEvent.keyboard('{Escape}'),
    'a click outside': () => userEvent.click(document.body),
  };

  it.each(Object.entries(CLOSE_BY))(
    'can be closed (%s) while Openpay’s scripts load, even once "Guardar tarjeta" was pressed',
    async (_how, close) => {
      answer(server, { 'GET /customers/me/cards': () => [200, CARDS] });
      const load = vi.fn(() => new Promise<void>(() => {}));
      const tokenizer = createOpenpayTokenizer(OPENPAY_CONFIG, { loadScript: load, getOpenPay: () => undefined });
      const { dialog } = await openDialog(employer, tokenizer);

      await fillCard(dialog);
      await userEvent.click(dialog.getByRole('button', { name: 'Guardar tarjeta' }));
      expect(dialog.getByRole('status')).toHaveTextContent('Validando la tarjeta con Openpay…');
      expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeEnabled();
      await close(dialog);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expectEmptyWhenReopened();
      expect(posts()).toHaveLength(0);
    },
  );

  it.each(Object.entries(CLOSE_BY))(
    'can be closed (%s) while tokenizing, and a token that arrives afterwards never reaches our API',
    async (_how, close) => {
      answer(server, {
        'GET /customers/me/cards': () => [200, CARDS],
        'POST /customers/me/cards': () => [200, addedCard],
      });
      const { tokenizer, held, deliver } = heldTokenizer();
      const { dialog } = await openDialog(employer, tokenizer);

      await fillCard(dialog);
      await userEvent.click(dialog.getByRole('button', { name: 'Guardar tarjeta' }));
      await waitFor(() => expect(held).toHaveLength(1));
      expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeEnabled();
      await close(dialog);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

      // Openpay's token arrives late: it is dropped.
      deliver(0);
      await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
      expect(posts()).toHaveLength(0);
      expect(screen.queryByText(/Agregamos tu tarjeta/)).toBeNull();
      await expectEmptyWhenReopened();
    },
  );
});
