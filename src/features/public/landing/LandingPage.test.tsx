import { act, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { setToken } from '@/lib/session/storage';
import { LandingPage } from './LandingPage';

const app = () => <RouterProvider router={createMemoryRouter([{ path: '/', element: <LandingPage /> }], { initialEntries: ['/'] })} />;

const accountLinks = () => [
  within(screen.getByRole('banner')).getByRole('link', { name: /Iniciar sesión|Ir a mi cuenta/ }),
  within(screen.getByRole('main')).getByRole('link', { name: /Iniciar sesión|Ir a mi cuenta/ }),
];

let root: Root | undefined;
let container: HTMLElement | undefined;

/** The pre-rendered HTML (as the build makes it) hydrated in the browser, as src/main.tsx does. */
async function hydrateLanding() {
  const html = renderToString(app());
  container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const recoverable: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container!, app(), { onRecoverableError: (error) => recoverable.push(error) });
  });
  return { html, recoverable };
}

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
  setToken(null);
});

describe('LandingPage for a signed-in visitor', () => {
  it('is pre-rendered signed out, then offers "Ir a mi cuenta" (to /app) in the header and the hero once hydrated', async () => {
    setToken('tok_signed_in');
    const error = vi.spyOn(console, 'error');
    const { html, recoverable } = await hydrateLanding();

    // The server's HTML never depends on storage: it is the signed-out page.
    expect(html).toContain('Iniciar sesión');
    expect(html).not.toContain('Ir a mi cuenta');
    // Hydration matched (no mismatch recovered by re-rendering on the client) …
    expect(recoverable).toEqual([]);
    expect(error.mock.calls.flat().join(' ')).not.toMatch(/hydrat/i);
    error.mockRestore();
    // … and right after it the links lead to the account.
    for (const link of accountLinks()) {
      expect(link).toHaveTextContent('Ir a mi cuenta');
      expect(link).toHaveAttribute('href', '/app');
    }
    expect(screen.queryByText(/¿Aún no tienes cuenta\?/)).not.toBeInTheDocument();
  });

  it('signed out, both links say "Iniciar sesión" (to /login)', async () => {
    await hydrateLanding();
    for (const link of accountLinks()) {
      expect(link).toHaveTextContent('Iniciar sesión');
      expect(link).toHaveAttribute('href', '/login');
    }
  });

  it('follows a sign-out in another tab or in this one', async () => {
    setToken('tok_signed_in');
    await hydrateLanding();
    expect(accountLinks()[0]).toHaveTextContent('Ir a mi cuenta');
    act(() => setToken(null));
    expect(accountLinks()[0]).toHaveTextContent('Iniciar sesión');
  });

  it('shows a sample quotation as one labelled picture, with the total in pesos and the ways to pay', async () => {
    await hydrateLanding();
    const picture = screen.getByRole('img', { name: /Ejemplo de una cotización/ });
    expect(picture).toHaveAccessibleName(/\$14,351\.52 MXN/);
    expect(picture).toHaveTextContent('Pagar');
    for (const way of ['Meses sin intereses', 'Transferencia SPEI', 'Efectivo en tienda', 'CFDI']) expect(picture).toHaveTextContent(way);
  });

  it('promises only what the product does: an invoice is requested after paying, not made with the payment', async () => {
    await hydrateLanding();
    const picture = screen.getByRole('img', { name: /Ejemplo de una cotización/ });
    expect(picture).toHaveTextContent('Después de pagar, solicita tu factura CFDI y descárgala en PDF y XML.');
    expect(picture).toHaveAccessibleName(
      /Tarjeta de crédito o débito, Meses sin intereses, Transferencia SPEI, Efectivo en tienda\. Después de pagar, solicita/,
    );
    expect(screen.getByText(/Solicita la factura de un pago dentro del plazo/)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/al pagar|cuando las necesites|siempre a la mano/);
  });
});
