// The pay dialog's ways to pay: meses sin intereses, 3-D Secure, SPEI and store.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetPageState } from '@/lib/page-state';
import { answer, jsonBodies, renderApp, requestsTo, setupTestApi, type Routes } from '@/test/render';
import { inProgressRetry, leaveForBank } from '../api/pay-quotation';
import { BAD_REDIRECT_MESSAGE } from '../pay-outcome';
import { getQuotationStore, resetQuotationStore } from '../quotation-store';
import { makePayment, makeQuotation, makeUser } from '../test/fixtures';
import { openPayDialog, openPayDialogWithoutCards, PAY_PATH, payDialogAnswers } from '../test/pay-dialog';
import { HomePage } from './HomePage';

const server = setupTestApi();
afterEach(() => {
  cleanup();
  resetQuotationStore();
  resetPageState();
  vi.restoreAllMocks();
});

const routes = [
  { path: '/app', element: <HomePage /> },
  { path: '/app/historial-de-pagos/:paymentId/instrucciones', element: <p>Instrucciones de pago</p> },
];

const REDIRECT_URL = () => `${window.location.origin}/app/cotizaciones/q158/confirmacion`;
const WITH_PLANS = makeQuotation({ id: 'q158', installmentPlans: [3, 6, 9, 12, 18] });

function api(overrides: Routes = {}, quotation = WITH_PLANS): Routes {
  return payDialogAnswers({
    'GET /quotations': () => [200, [quotation]],
    'GET /quotations/count': () => [200, { count: 1 }],
    ...overrides,
  });
}

// The tap paints the dialog's frame; the radios follow a frame later (useAfterFirstPaint).
describe('opening the pay dialog', () => {
  it('is named with the total at once, draws the options as hidden boxes, then the radios, the focus in the dialog', async () => {
    answer(server, api());
    renderApp({ path: '/app', routes, user: makeUser() });
    const user = userEvent.setup();
    const pay = await screen.findByRole('button', { name: 'Pagar COT-2026-0158 por $14,351.52' });
    // No frame is painted until released: the dialog stays as the tap's own frame draws it.
    const frames: FrameRequestCallback[] = [];
    const raf = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback) + 1_000_000);
    await user.click(pay);
    const dialog = await screen.findByRole('dialog', { name: /Pagar cotización COT-2026-0158/ });
    // The frame: title, total, the options' room and no radio yet.
    expect(await within(dialog).findByTestId('pay-total')).toHaveTextContent('$14,351.52');
    expect(within(dialog).getByRole('heading', { name: /Pagar cotización COT-2026-0158/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio')).toBeNull();
    expect(within(dialog).getByText('¿Cómo quieres pagar?').closest('[aria-hidden=true]')).not.toBeNull();

    raf.mockRestore();
    for (const callback of frames) callback(performance.now());

    expect(await within(dialog).findByRole('radio', { name: 'Tarjeta' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: /Visa terminación 1111/ })).toBeChecked();
    expect(within(dialog).getByRole('radiogroup', { name: '¿Cómo quieres pagar?' })).toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });
});

describe('paying in meses sin intereses', () => {
  it('offers the plans to a credit card, says what is billed, and sends the plan', async () => {
    answer(server, api({ [`POST ${PAY_PATH}`]: () => [200, makePayment({ payment_plan: { payments: 6 } })] }));
    renderApp({ path: '/app', routes, user: makeUser() });
    const { user, dialog } = await openPayDialog();

    expect(within(dialog).getByRole('radio', { name: 'Tarjeta' })).toBeChecked();
    const plans = within(dialog).getByRole('radiogroup', { name: 'Meses sin intereses' });
    expect(
      within(plans)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      'Una sola exhibición',
      '3 meses de $4,783.84',
      '6 meses de $2,391.92',
      '9 meses de $1,594.61último de $1,594.64',
      '12 meses de $1,195.96',
      '18 meses de $797.30último de $797.42',
    ]);
    expect(within(plans).getByRole('radio', { name: 'Una sola exhibición' })).toBeChecked();

    await user.click(within(plans).getByRole('radio', { name: '6 meses de $2,391.92' }));
    expect(within(dialog).getByTestId('pay-summary')).toHaveTextContent(
      'Cobraremos $14,351.52 a tu Visa terminación 1111 en 6 meses sin intereses de $2,391.92.',
    );
    await user.click(within(plans).getByRole('radio', { name: /9 meses/ }));
    expect(within(dialog).getByTestId('pay-summary')).toHaveTextContent(
      'Cobraremos $14,351.52 a tu Visa terminación 1111 en 9 meses sin intereses de $1,594.61, el último de $1,594.64.',
    );
    await user.click(within(plans).getByRole('radio', { name: '6 meses de $2,391.92' }));
    await user.click(within(dialog).getByRole('button', { name: 'Pagar $14,351.52' }));

    const paid = await within(dialog).findByTestId('pay-paid');
    expect(paid).toHaveTextContent('Cobramos $14,351.52 a tu Visa terminación 1111 en 6 meses sin intereses de $2,391.92.');
    expect(jsonBodies(server, 'POST', PAY_PATH)).toEqual([
      { method: 'card', cardId: 'kqgykn96i7bcs1wwhvgw', installments: 6, redirectUrl: REDIRECT_URL() },
    ]);
  });

  it('a debit card, or a quotation without plans, shows no choice of months at all', async () => {
    answer(server, api());
    renderApp({ path: '/app', routes, user: makeUser() });
    const { user, dialog } = await openPayDialog();
    expect(within(dialog).getByRole('radiogroup', { name: 'Meses sin intereses' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: /Mastercard terminación 4444/ }));
    expect(within(dialog).queryByRole('radiogroup', { name: 'Meses sin intereses' })).not.toBeInTheDocument();
    expect(within(dialog).getByTestId('pay-summary')).toHaveTextContent('Cobraremos $14,351.52 a tu Mastercard terminación 4444.');
    await user.click(within(dialog).getByRole('button', { name: 'Pagar $14,351.52' }));
    await within(dialog).findByTestId('pay-paid');
    expect(jsonBodies(server, 'POST', PAY_PATH)).toEqual([{ method: 'card', cardId: 'k9mrtnzqy8w4bxh2d5je', redirectUrl: REDIRECT_URL() }]);
  });

  it('a quotation without plans offers none to a credit card', async () => {
    answer(server, api({}, makeQuotation({ id: 'q158' })));
    renderApp({ path: '/app', routes, user: makeUser() });
    const { dialog } = await openPayDialog();
    expect(within(dialog).queryByRole('radiogroup', { name: 'Meses sin intereses' })).not.toBeInTheDocument();
  });

  it('a refused plan keeps the method, card and plan chosen; the next attempt is a new one', async () => {
    let attempts = 0;
    answer(
      server,
      api({ [`POST ${PAY_PATH}`]: () => (++attempts === 1 ? [400, { message: 'x', error_code: 3204 }] : [200, makePayment()]) }),
    );
    renderApp({ path: '/app', routes, user: makeUser() });
    const { user, dialog } = await openPayDialog();
    await user.click(within(dialog).getByRole('radio', { name: /18 meses/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Pagar $14,351.52' }));
    expect(await within(dialog).findByTestId('pay-error')).toHaveTextContent(
      'El monto es menor al mínimo para este plan de meses sin intereses.',
    );
    expect(within(dialog).getByRole('radio', { name: 'Tarjeta' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: /Visa terminación 1111/ })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: /18 meses/ })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Pagar $14,351.52' }));
    await within(dialog).findByTestId('pay-paid');
    const keys = requestsTo(server, 'POST', PAY_PATH).map((r) => r.headers['idempotency-key']);
    expect(keys[0]).not.toBe(keys[1]);
  });
});

describe('3-D Secure', () => {
  const awaiting = (url: string) =>
    makePayment({ status: 'CHARGE_PENDING', authorization: null, payment_method: { type: 'redirect', url } });

  it('sends the customer to the bank’s page', async () => {
    const assign = vi.spyOn(leaveForBank, 'assign').mockImplementation(() => undefined);
    const bank = 'https://sandbox-api.openpay.mx/v1/m/charges/tr3d/redirect/';
    answer(server, api({ [`POST ${PAY_PATH}`]: () => [200, awaiting(bank)] }));
    renderApp({ path: '/app', routes, user: makeUser() });
    const { user, dialog } = await openPayDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Pagar $14,351.52' }));
    expect(await within(dialog).findByText('Te llevamos a tu banco para autenticar el pago (3-D Secure)…')).toBeInTheDocument();
    expect(assign).toHaveBeenCalledExactlyOnceWith(bank);
    expect(getQuotationStore().inPayment?.phase).toBe('redirecting');
  });

  it.each(['javascript:alert(document.cookie)', 'http://bank.example/3ds', 'not a url'])(
    'never follows an unsafe address (%s): it says so and nothing is charged',
    async (url) => {
      const assign = vi.spyOn(leaveForBank, 'assign').mockImplementation(() => undefined);
      answer(server, api({ [`POST ${PAY_PATH}`]: () => [200, awaiting(url)] }));
      renderApp({ path: '/app', routes, user: makeUser() });
      const { user, dialog } = await openPayDialog();
      await user.click(within(dialog).getByRole('button', { name: 'Pagar $14,351.52' }));
      expect(await within(dialog).findByTestId('pay-error')).toHaveTextContent(BAD_REDIRECT_MESSAGE);
      expect(assign).not.toHaveBeenCalled();
      expect(getQuotationStore().inPayment?.phase).toBe('confirming');
    },
  );
});

describe('SPEI and store', () => {
  it.each([
    ['Transferencia SPEI', 'bank_account', 'Generar datos de transferencia', /Te daremos una CLABE y una referencia/, 'bank_transfer'],
    ['Efectivo en tienda', 'store', 'Generar referencia de pago', /Te daremos una referencia con código de barras/, 'store'],
  ] as const)('%s: explains, sends only the method, and goes to the instructions', async (label, method, button, explanation, type) => {
    const instructions =
      type === 'bank_transfer'
        ? { type, bank: 'STP', clabe: '646180157000000004', name: 'COT20260158' }
        : { type, reference: '1010101010101010', barcode_url: 'https://example.com/b.png' };
    answer(
      server,
      api({
        [`POST ${PAY_PATH}`]: () => [
          200,
          makePayment({
            id: 'trspei1',
            status: 'IN_PROGRESS',
            method,
            card: null,
            authorization: null,
            payment_method: instructions,
            due_date: '2026-11-25T23:59:59-06:00',
          }),
        ],
      }),
    );
    renderApp({ path: '/app', routes, user: makeUser() });
    const { user, dialog } = await openPayDialog();
    await user.click(within(dialog).getByRole('radio', { name: label }));
    expect(within(dialog).queryByRole('radiogroup', { name: 'Tarjeta' })).not.toBeInTheDocument();
    expect(within(dialog).getByTestId('pay-method-explanation')).toHaveTextContent(explanation);
    expect(within(dialog).getByTestId('pay-method-explanation')).toHaveTextContent('en un plazo de 3 días');
    expect(within(dialog).getByTestId('pay-method-explanation')).toHaveTextContent(
      'Tu cotización seguirá pendiente hasta que recibamos el pago.',
    );
    await user.click(within(dialog).getByRole('button', { name: button }));

    expect(await screen.findByText('Instrucciones de pago')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(jsonBodies(server, 'POST', PAY_PATH)).toEqual([{ method }]);
    // The page says what was made: no toast repeats it over the page's links.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/^Generamos/)).toBeNull();
  });

  it('a 409 while a reference is pending links to its instructions', async () => {
    const pendingPayment = { id: 'trspei1', method: 'bank_account' as const, due_date: '2026-11-25T23:59:59-06:00' };
    answer(
      server,
      api({
        [`POST ${PAY_PATH}`]: () => [409, { message: 'Ya generaste una referencia de pago para esta cotización.' }],
        'GET /quotations/q158': () => [200, { ...WITH_PLANS, pendingPayment }],
      }),
    );
    renderApp({ path: '/app', routes, user: makeUser() });
    const { user, dialog } = await openPayDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Efectivo en tienda' }));
    await user.click(within(dialog).getByRole('button', { name: 'Generar referencia de pago' }));
    const error = await within(dialog).findByTestId('pay-error');
    expect(error).toHaveTextContent('Ya generaste una referencia de pago para esta cotización.');
    const link = await within(error).findByRole('link', { name: 'Ver instrucciones' });
    expect(link).toHaveAttribute('href', '/app/historial-de-pagos/trspei1/instrucciones');
    // What was chosen stays.
    expect(within(dialog).getByRole('radio', { name: 'Efectivo en tienda' })).toBeChecked();
    await user.click(link);
    expect(await screen.findByText('Instrucciones de pago')).toBeInTheDocument();
  });

  it('an SPEI reference whose answer was lost: the check finds it pending and goes to its instructions', async () => {
    const pendingPayment = { id: 'trspei1', method: 'bank_account' as const, due_date: '2026-11-25T23:59:59-06:00' };
    answer(
      server,
      api({
        [`POST ${PAY_PATH}`]: () => 'drop',
        'GET /quotations/q158': () => [200, { ...WITH_PLANS, pendingPayment }],
      }),
    );
    renderApp({ path: '/app', routes, user: makeUser() });
    const { user, dialog } = await openPayDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Transferencia SPEI' }));
    await user.click(within(dialog).getByRole('button', { name: 'Generar datos de transferencia' }));
    expect(await screen.findByText('Instrucciones de pago')).toBeInTheDocument();
    expect(getQuotationStore().inPayment).toBeNull();
    expect(requestsTo(server, 'POST', PAY_PATH)).toHaveLength(1);
  });

  it('with no saved card, SPEI is still possible', async () => {
    answer(server, api({ 'GET /customers/me/cards': () => [200, []] }));
    renderApp({ path: '/app', routes, user: makeUser({ defaultCardId: null }) });
    const { user, dialog } = await openPayDialogWithoutCards();
    await user.click(await within(dialog).findByRole('radio', { name: 'Transferencia SPEI' }));
    expect(within(dialog).getByRole('button', { name: 'Generar datos de transferencia' })).toBeEnabled();
  });
});

// Outcomes the answer does not tell. The quotation read again (status, paymentId,
// pendingPayment) says what happened; the same attempt keeps its Idempotency-Key; no other card is
// offered while the first attempt may still complete.
describe('when the answer does not say what happened', () => {
  const IN_PROGRESS = { message: 'Tu pago aún se está procesando. Espera unos segundos y revisa tu historial antes de intentar de nuevo.' };
  const PAID = { ...WITH_PLANS, status: 'pagada' as const, paymentId: 'tr9e4r7t0y3u6i1o5p8a' };
  const keysSent = () => requestsTo(server, 'POST', PAY_PATH).map((r) => r.headers['idempotency-key']);
  const delays = inProgressRetry.delaysMs;
  beforeEach(() => {
    inProgressRetry.delaysMs = [20, 20];
  });
  afterEach(() => {
    inProgressRetry.delaysMs = delays;
  });

  it.each([
    ['an empty 400', () => [400] as const],
    ['an empty 404', () => [404] as const],
    ['an empty 409', () => [409] as const],
    ['an empty 422', () => [422] as const],
    ['a 409 without a message', () => [409, { error: 'Conflict' }] as const],
  ])('%s from an intermediary after a charge that went through: "Pagado", never a refusal nor Pagar again', async (_case, reply) => {
    answer(server, api({ [`POST ${PAY_PATH}`]: () => reply(), 'GET /quotations/q158': () => [200, PAID] }));
    renderApp({ path: '/app', routes, user: makeUser() });
    const { user, dialog } = await openPayDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Pagar $14,351.52' }));

    const check = await within(dialog).findByTestId('pay-check');
    await waitFor(() => expect(within(check).getByRole('heading', { name: 'Pagado' })).toBeInTheDocument());
    expect(check).toHaveTextContent(
      'Confirmamos el cargo de $14,351.52 a tu Visa terminación 1111. Tu cotización COT-2026-0158 quedó pagada.',
    );
    expect(within(dialog).getByRole('link', { name: 'Ver el pago' })).toHaveAttribute(
      'href',
      '/app/historial-de-pagos/tr9e4r7t0y3u6i1o5p8a',
    );
    expect(within(dialog).queryByTestId('pay-error')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /^Pagar/ })).toBeNull();
    expect(screen.queryByText(/Bad Request|No Encontrado|Conflicto|Unprocessable/)).toBeNull();
    expect(keysSent()).toHaveLength(1);
  });

  it('"payment in progress" (409): keeps the key, asks again about that attempt, offers no card meanwhile, and shows its result', async () => {
    let attempts = 0;
    answer(
      server,
      api({
        [`POST ${PAY_PATH}`]: () => (++attempts <= 2 ? [409, IN_PROGRESS] : [200, makePayment()]),
        'GET /quotations/q158': () => [200, WITH_PLANS],
      }),
    );
    renderApp({ path: '/app', routes, user: makeUser() });
    const { user, dialog } = await openPayDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Pagar $14,351.52' }));

    expect(await within(dialog).findByRole('heading', { name: 'Tu pago aún se está procesando' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio')).toBeNull();
    expect(within(dialog).queryByTestId('pay-error')).toBeNull();
    expect(await within(dialog).findByTestId('pay-paid')).toHaveTextContent('Cobramos $14,351.52 a tu Visa terminación 1111');
    const keys = keysSent();
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    // The first 409 is read against the quotation: payable and nothing pending, so it is this attempt.
    expect(requestsTo(server, 'GET', '/quotations/q158').length).toBeGreaterThanOrEqual(1);
  });

  it('an attempt still in progress after waiting: "Tu pago sigue en proceso", no other card, and "Volver a comprobar" asks with the same key', async () => {
    let inProcess = true;
    answer(
      server,
      api({
        [`POST ${PAY_PATH}`]: () => (inProcess ? [409, IN_PROGRESS] : [200, makePayment()]),
        'GET /quotations/q158': () => [200, WITH_PLANS],
      }),
    );
    renderApp({ path: '/app', routes, user: makeUser() });
    const { user, dialog } = await openPayDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Pagar $14,351.52' }));

    const heading = await within(dialog).findByRole('heading', { name: 'Tu pago sigue en proceso' }, { timeout: 3000 });
    expect(within(dialog).getByTestId('pay-check')).toHaveTextContent('no lo intentes con otra tarjeta ni otra forma de pago');
    expect(within(dialog).queryByRole('radio')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /^Pagar|Intentar de nuevo/ })).toBeNull();
    // Focus on the verdict, not lost.
    await waitFor(() => expect(heading).toHaveFocus());
    expect(keysSent()).toHaveLength(3);

    inProcess = false;
    await user.click(within(dialog).getByRole('button', { name: 'Volver a comprobar' }));
    expect(await within(dialog).findByTestId('pay-paid')).toBeInTheDocument();
    const keys = keysSent();
    expect(keys).toHaveLength(4);
    expect(new Set(keys).size).toBe(1);
  });

  it('a 409 for a quotation paid meanwhile (another tab): "Pagado" with its payment, no card named, no Pagar', async () => {
    answer(
      server,
      api({ [`POST ${PAY_PATH}`]: () => [409, { message: 'Esta cotización ya fue pagada.' }], 'GET /quotations/q158': () => [200, PAID] }),
    );
    renderApp({ path: '/app', routes, user: makeUser() });
    const { user, dialog } = await openPayDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Pagar $14,351.52' }));

    const check = await within(dialog).findByTestId('pay-check');
    await waitFor(() => expect(check).toHaveTextContent('Confirmamos el cargo de $14,351.52. Tu cotización COT-2026-0158 quedó pagada.'));
    expect(within(dialog).getByRole('link', { name: 'Ver el pago' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /^Pagar/ })).toBeNull();
    expect(keysSent()).toHaveLength(1);
  });

  it('a timeout with the quotation still pending never says nothing was charged; the verdict takes the focus; closing keeps the attempt', async () => {
    answer(server, api({ [`POST ${PAY_PATH}`]: () => 'drop', 'GET /quotations/q158': () => [200, WITH_PLANS] }));
    renderApp({ path: '/app', routes, user: makeUser() });
    const { user, dialog } = await openPayDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Pagar $14,351.52' }));

    const heading = await within(dialog).findByRole('heading', { name: 'Aún no vemos el cargo' });
    await waitFor(() => expect(heading).toHaveFocus());
    const check = within(dialog).getByTestId('pay-check');
    expect(check).toHaveTextContent('Si el intento todavía se está procesando, puede completarse en unos momentos.');
    expect(check).not.toHaveTextContent(/no se cobró nada|no se realizó el cargo/i);
    expect(check.parentElement).toHaveAttribute('role', 'status');
    const [key] = keysSent();

    // Closed and opened again: the same attempt, not a fresh form that could charge twice.
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Pagar COT-2026-0158 por $14,351.52' }));
    const again = await screen.findByRole('dialog', { name: /Pagar cotización COT-2026-0158/ });
    expect(await within(again).findByRole('heading', { name: 'Aún no vemos el cargo' })).toBeInTheDocument();
    expect(within(again).queryByRole('radio')).toBeNull();
    answer(server, api({ 'GET /quotations/q158': () => [200, WITH_PLANS] }));
    await user.click(within(again).getByRole('button', { name: 'Intentar de nuevo' }));
    expect(await within(again).findByTestId('pay-paid')).toBeInTheDocument();
    expect(keysSent()).toEqual([key, key]);
  });
});
