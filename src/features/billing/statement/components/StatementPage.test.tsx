import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { today } from '@internationalized/date';
import { describe, expect, it, vi } from 'vitest';
import { TIME_ZONE } from '@/config/time-zone';
import { answer, renderApp, requestsTo, setupTestApi, type RenderAppOptions } from '@/test/render';
import { captureDownloads } from '@/test/downloads';
import { makeEmployer } from '@/test/contract-examples';
import { periodRange } from '@/features/billing/periods';
import { statementToCsv } from '../statement-csv';
import { makeStatement } from '../test/fixtures';
import { StatementPage } from './StatementPage';

const server = setupTestApi();
const routes = [{ path: '/app/estado-de-cuenta', element: <StatementPage /> }];
const render = (path = '/app/estado-de-cuenta', viewport: RenderAppOptions['viewport'] = 'desktop') =>
  renderApp({ path, routes, user: makeEmployer(), viewport });
const periods = () =>
  requestsTo(server, 'GET', '/statements').map((r) => [r.parsed.searchParams.get('from'), r.parsed.searchParams.get('to')]);
const figure = (within_: HTMLElement, label: string) => within(within_).getByText(label).nextElementSibling?.textContent;

describe('Estado de cuenta', () => {
  it('asks for this month by default and shows the summary, the aging and every movement with its balance', async () => {
    answer(server, { 'GET /statements': () => [200, makeStatement()] });
    render();
    const summary = await screen.findByTestId('statement-summary');
    const thisMonth = periodRange('este-mes', today(TIME_ZONE));
    expect(periods()).toEqual([[thisMonth.from, thisMonth.to]]);
    expect(figure(summary, 'Saldo inicial')).toBe('$4,872.00');
    expect(figure(summary, 'Cargos')).toBe('$74,912.80');
    expect(figure(summary, 'Abonos')).toBe('$24,128.00');
    expect(figure(summary, 'Saldo final')).toBe('$55,656.80');
    const aging = screen.getByTestId('statement-aging');
    expect(figure(aging, '1 a 30 días vencido')).toBe('$50,784.80');
    expect(figure(aging, '31 a 60 días vencido')).toBe('$4,872.00');
    expect(figure(aging, 'Más de 90 días vencido')).toBe('$0.00');
    const rows = within(screen.getByRole('table', { name: 'Movimientos' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(5);
    expect(
      within(rows[2]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['22 oct 2026, 15:27', 'Pago recibido', 'Pago con tarjeta de la cotización COT-2026-0135', '', '$12,064.00', '$55,656.80']);
    // A refund sits in Cargo and says why: the money went back to the customer, so it is owed again.
    expect(
      within(rows[3]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '30 oct 2026, 11:02',
      'ReembolsoTe devolvimos este pago, así que su monto vuelve a lo que debes.',
      expect.stringMatching(/^=Reembolso del pago .*Nota de crédito 3D5F7B9C-1E3A-4C5E-8F0B-2D4F6A8C0E19$/),
      '$12,064.00',
      '',
      '$67,720.80',
    ]);
    // Only a refund with its credit note names one.
    expect(screen.getAllByTestId('statement-credit-note')).toHaveLength(1);
    expect(
      screen.getByText(/^Cargo: suma a lo que debes\. Abono: resta de lo que debes\. Saldo: lo que debes \(en negativo es a tu favor\)\.$/),
    ).toBeInTheDocument();
  });

  it('on a phone: one card per movement, its amount named by its column (never a sign), with its balance', async () => {
    answer(server, { 'GET /statements': () => [200, makeStatement()] });
    render('/app/estado-de-cuenta', 'phone');
    const cards = await screen.findAllByTestId('statement-card');
    expect(cards).toHaveLength(5);
    expect(cards[2]).toHaveTextContent(/^Pago recibidoAbono\$12,064\.00Pago con tarjeta/);
    expect(cards[3]).toHaveTextContent(/^ReembolsoTe devolvimos este pago, así que su monto vuelve a lo que debes\.Cargo\$12,064\.00/);
    expect(cards[3]).toHaveTextContent('Saldo: $67,720.80');
    expect(cards[3]).toHaveTextContent('Nota de crédito 3D5F7B9C-1E3A-4C5E-8F0B-2D4F6A8C0E19');
    expect(cards[4]).toHaveTextContent(/^CancelaciónYa no debes lo que quedaba por pagar de esta cotización\.Abono\$12,064\.00/);
    for (const card of cards) expect(card).not.toHaveTextContent(/[+−-]\$/);
  });

  it('reads the period from the URL and keeps a new choice there', async () => {
    const user = userEvent.setup();
    answer(server, { 'GET /statements': () => [200, makeStatement()] });
    render('/app/estado-de-cuenta?periodo=mes-anterior');
    await screen.findByTestId('statement-summary');
    const lastMonth = periodRange('mes-anterior', today(TIME_ZONE));
    expect(periods()).toEqual([[lastMonth.from, lastMonth.to]]);
    await user.selectOptions(screen.getByLabelText('Periodo'), 'Este año');
    const year = periodRange('este-anio', today(TIME_ZONE));
    await waitFor(() => expect(periods().at(-1)).toEqual([year.from, year.to]));
  });

  it('a custom period: two dates, applied only when the API would take them', async () => {
    const user = userEvent.setup();
    answer(server, { 'GET /statements': () => [200, makeStatement()] });
    render();
    await screen.findByTestId('statement-summary');
    await user.selectOptions(screen.getByLabelText('Periodo'), 'Personalizado');
    const from = screen.getByLabelText('Desde');
    const to = screen.getByLabelText('Hasta');
    await user.clear(from);
    await user.type(from, '2026-03-15');
    await user.clear(to);
    await user.type(to, '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('La fecha final del periodo no puede ser anterior a la inicial.');
    expect(from).toHaveAttribute('aria-invalid', 'true');
    await user.clear(to);
    await user.type(to, '2026-03-31');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(periods().at(-1)).toEqual(['2026-03-15', '2026-03-31']));
  });

  describe('a refused period in the address', () => {
    const day = today(TIME_ZONE);
    const tomorrow = day.add({ days: 1 }).toString();
    it.each([
      [
        'longer than a year',
        '2016-01-01',
        day.toString(),
        /\(1 ene 2016 – .+\)\. El periodo puede abarcar como máximo un año \(366 días\)\./,
        ['2016-01-01', day.toString()],
      ],
      [
        'reversed',
        '2026-03-15',
        '2026-03-01',
        /\(15 mar 2026 – 1 mar 2026\)\. La fecha final del periodo no puede ser anterior a la inicial\./,
        ['2026-03-15', '2026-03-01'],
      ],
      [
        'not a real day',
        '2026-02-30',
        '2026-03-15',
        /\(«2026-02-30» – «2026-03-15»\)\. Indica el periodo con dos fechas válidas \(AAAA-MM-DD\)\./,
        ['', '2026-03-15'],
      ],
      ['ending after today', day.toString(), tomorrow, /\. El periodo no puede terminar después de hoy\./, [day.toString(), tomorrow]],
    ])(
      '%s: says which and why, keeps it in the form to correct, shows Este mes and the address says so',
      async (_, from, to, notice, kept) => {
        answer(server, { 'GET /statements': () => [200, makeStatement()] });
        const { router } = render(`/app/estado-de-cuenta?periodo=personalizado&desde=${from}&hasta=${to}`);
        await screen.findByTestId('statement-summary');
        const thisMonth = periodRange('este-mes', day);
        expect(periods()).toEqual([[thisMonth.from, thisMonth.to]]);
        const alert = screen.getByRole('alert');
        expect(alert).toHaveTextContent(notice);
        expect(alert).toHaveTextContent(/^No mostramos el periodo del enlace .* Mientras lo corriges, ves Este mes\.$/);
        // The address names what is shown; the refused period waits in the form, marked.
        await waitFor(() => expect(router.state.location.search).toBe(''));
        expect(screen.getByLabelText('Periodo')).toHaveValue('personalizado');
        expect([screen.getByLabelText('Desde'), screen.getByLabelText('Hasta')].map((input) => (input as HTMLInputElement).value)).toEqual(
          kept,
        );
        expect(screen.getByLabelText('Desde')).toHaveAttribute('aria-invalid', 'true');
        expect(screen.getByLabelText('Desde')).toHaveAccessibleDescription(alert.textContent ?? '');
      },
    );

    it('corrected and applied, or another period chosen, the notice goes', async () => {
      const user = userEvent.setup();
      answer(server, { 'GET /statements': () => [200, makeStatement()] });
      const { router } = render('/app/estado-de-cuenta?periodo=personalizado&desde=2026-03-15&hasta=2026-03-01');
      await waitFor(() => expect(router.state.location.search).toBe(''));
      const to = screen.getByLabelText('Hasta');
      await user.clear(to);
      await user.type(to, '2026-03-31');
      await user.click(screen.getByRole('button', { name: 'Aplicar' }));
      await waitFor(() => expect(periods().at(-1)).toEqual(['2026-03-15', '2026-03-31']));
      expect(router.state.location.search).toBe('?periodo=personalizado&desde=2026-03-15&hasta=2026-03-31');
      expect(screen.queryByRole('alert')).toBeNull();
      // Back to the replaced entry: the notice comes back with it, as that address was refused.
      await act(() => router.navigate(-1));
      expect(await screen.findByRole('alert')).toHaveTextContent('La fecha final del periodo no puede ser anterior a la inicial.');
      await user.selectOptions(screen.getByLabelText('Periodo'), 'Mes anterior');
      await waitFor(() => expect(router.state.location.search).toBe('?periodo=mes-anterior'));
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it('an unknown word is read as Este mes, and the address says Este mes', async () => {
      answer(server, { 'GET /statements': () => [200, makeStatement()] });
      const { router } = render('/app/estado-de-cuenta?periodo=semana');
      await screen.findByTestId('statement-summary');
      await waitFor(() => expect(router.state.location.search).toBe(''));
      expect(screen.getByLabelText('Periodo')).toHaveValue('este-mes');
      expect(screen.queryByRole('alert')).toBeNull();
    });
  });

  it('an empty period says so, with its balances', async () => {
    answer(server, {
      'GET /statements': () => [
        200,
        makeStatement({ entries: [], totalCharges: 0, totalCredits: 0, openingBalance: 100, closingBalance: 100 }),
      ],
    });
    render();
    expect(await screen.findByText('No hubo movimientos en este periodo')).toBeInTheDocument();
    expect(figure(screen.getByTestId('statement-summary'), 'Saldo final')).toBe('$100.00');
  });

  it('shows it loads, and a failure with Reintentar (never a blank screen)', async () => {
    const user = userEvent.setup();
    let calls = 0;
    answer(server, {
      'GET /statements': () => (++calls === 1 ? [500, { message: 'Ocurrió un error inesperado.' }] : [200, makeStatement()]),
    });
    render();
    expect(screen.getByRole('status', { name: 'Cargando estado de cuenta' })).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar tu estado de cuenta');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByTestId('statement-summary')).toBeInTheDocument();
  });

  it('«Descargar CSV» saves the figures on screen; «Imprimir o guardar PDF» opens the print dialog', async () => {
    const user = userEvent.setup();
    const statement = makeStatement();
    answer(server, { 'GET /statements': () => [200, statement] });
    const downloads = captureDownloads();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    render();
    await user.click(await screen.findByRole('button', { name: 'Descargar CSV' }));
    expect(downloads.blobs).toHaveLength(1);
    expect(await downloads.text(0)).toBe(statementToCsv(statement));
    await user.click(screen.getByRole('button', { name: 'Imprimir o guardar PDF' }));
    expect(print).toHaveBeenCalledTimes(1);
    downloads.restore();
    print.mockRestore();
  });
});
