import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { answer, jsonBodies, renderApp, requestsTo, setupTestApi, TEST_USER_NON_EMPLOYER, type Routes } from '@/test/render';
import { formatPeriod, periodRange } from '@/features/billing/periods';
import { todayInMexicoCity } from '../invoice-status';
import type { InvoicePackage } from '../api/create-invoice-package';
import { InvoicePackageButton, packageContents } from './InvoicePackageDialog';

const server = setupTestApi();
const today = parseDate(todayInMexicoCity());
const lastMonth = periodRange('mes-anterior', today);
const URL_ZIP = 'https://facturas.cotiza.mx/paquetes/pkg-1/facturas.zip';
const ready = (over: Partial<InvoicePackage> = {}): InvoicePackage => ({
  id: 'pkg-1',
  status: 'listo',
  ...lastMonth,
  invoice_count: 3,
  credit_note_count: 1,
  download_url: URL_ZIP,
  expires_at: '2026-11-30T18:00:00-06:00',
  failure_reason: null,
  ...over,
});

async function open(routes: Routes) {
  answer(server, routes);
  renderApp({
    path: '/app/historial-de-pagos',
    routes: [{ path: '/app/historial-de-pagos', element: <InvoicePackageButton /> }],
    user: TEST_USER_NON_EMPLOYER,
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Descargar facturas' }));
  const dialog = await screen.findByRole('dialog', { name: 'Descargar facturas' });
  return { user, dialog };
}

describe('Descargar facturas', () => {
  it('asks for last month by default and offers the ZIP with what it holds and until when', async () => {
    const { user, dialog } = await open({ 'POST /invoice-packages': () => [200, ready()] });
    expect(within(dialog).getByRole('radio', { name: new RegExp(`^Mes anterior`) })).toBeChecked();
    expect(dialog).toHaveTextContent(formatPeriod(lastMonth.from, lastMonth.to));
    await user.click(within(dialog).getByRole('button', { name: 'Preparar paquete' }));
    const state = await within(dialog).findByTestId('invoice-package-state');
    expect(state).toHaveTextContent(`Listo: 3 facturas y 1 nota de crédito de ${formatPeriod(lastMonth.from, lastMonth.to)}.`);
    expect(within(state).getByRole('link', { name: 'Descargar ZIP' })).toHaveAttribute('href', URL_ZIP);
    expect(state).toHaveTextContent('El enlace funciona hasta el 30 nov 2026, 18:00.');
    expect(jsonBodies(server, 'POST', '/invoice-packages')).toEqual([lastMonth]);
  });

  it('another period is sent as its days; a package being made is read again until it is ready', async () => {
    const thisYear = periodRange('este-anio', today);
    const { user, dialog } = await open({
      'POST /invoice-packages': () => [
        202,
        ready({ ...thisYear, status: 'preparando', invoice_count: 0, credit_note_count: 0, download_url: null, expires_at: null }),
      ],
      'GET /invoice-packages/pkg-1': () => [
        200,
        // The first reading, ~2 s later, finds it ready.
        ready({ ...thisYear, invoice_count: 250, credit_note_count: 0 }),
      ],
    });
    await user.click(within(dialog).getByRole('radio', { name: /^Este año/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Preparar paquete' }));
    expect(await within(dialog).findByText(/Preparando el paquete de/)).toBeInTheDocument();
    expect(jsonBodies(server, 'POST', '/invoice-packages')).toEqual([thisYear]);
    const state = await within(dialog).findByText(/^Listo: 250 facturas de/, {}, { timeout: 6000 });
    expect(state.closest('[data-testid="invoice-package-state"]')).not.toBeNull();
    expect(requestsTo(server, 'GET', '/invoice-packages/pkg-1').length).toBe(1);
  });

  it('an empty period says so and offers no link; a failed package gives the server’s reason', async () => {
    let answerWith: InvoicePackage = ready({ invoice_count: 0, credit_note_count: 0, download_url: null, expires_at: null });
    const { user, dialog } = await open({ 'POST /invoice-packages': () => [200, answerWith] });
    await user.click(within(dialog).getByRole('button', { name: 'Preparar paquete' }));
    expect(await within(dialog).findByText(/^No hay facturas timbradas en /)).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'Descargar ZIP' })).toBeNull();

    answerWith = ready({ status: 'fallido', download_url: null, failure_reason: 'El almacén de facturas no respondió.' });
    await user.click(within(dialog).getByRole('button', { name: 'Preparar de nuevo' }));
    expect(await within(dialog).findByText('El almacén de facturas no respondió.')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('No se pudo preparar el paquete de');
  });

  it('a refused period (400) or a failing server says why, and the choice stays', async () => {
    let status = 400;
    const { user, dialog } = await open({
      'POST /invoice-packages': () => [status, { message: 'El periodo no puede terminar después de hoy.' }],
    });
    await user.click(within(dialog).getByRole('radio', { name: /^Este mes/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Preparar paquete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No pudimos preparar el paquete. El periodo no puede terminar después de hoy.',
    );
    expect(within(dialog).getByRole('radio', { name: /^Este mes/ })).toBeChecked();
    status = 500;
    await user.click(within(dialog).getByRole('button', { name: 'Preparar paquete' }));
    await waitFor(() => expect(jsonBodies(server, 'POST', '/invoice-packages')).toHaveLength(2));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^No pudimos preparar el paquete\./);
  });

  it('a link that is not a safe address is not offered', async () => {
    const { user, dialog } = await open({ 'POST /invoice-packages': () => [200, ready({ download_url: 'javascript:alert(1)' })] });
    await user.click(within(dialog).getByRole('button', { name: 'Preparar paquete' }));
    expect(await within(dialog).findByText(/no es una dirección segura/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'Descargar ZIP' })).toBeNull();
  });

  it('says what a package holds in words', () => {
    expect(packageContents({ invoice_count: 1, credit_note_count: 0 })).toBe('1 factura');
    expect(packageContents({ invoice_count: 1200, credit_note_count: 2 })).toBe('1,200 facturas y 2 notas de crédito');
  });
});
