import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memo } from 'react';
import { Link } from '@/components/ui/Link';
import { createMemoryRouter, RouterProvider, useLocation, useNavigate } from 'react-router-dom';
import { APP_LINK } from '@/lib/app-links';
import { AriaLayout } from './AriaLayout';

let linkRenders = 0;

// Memoised: it re-renders only if something it reads from context changes.
const PaymentLink = memo(function PaymentLink() {
  return (
    <Link
      href="/app/historial-de-pagos/tr_1"
      className={() => {
        linkRenders += 1;
        return 'link';
      }}
    >
      Ver pago
    </Link>
  );
});

function Screen() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p>Ubicación: {location.pathname + location.search}</p>
      <button type="button" onClick={() => void navigate('/app/historial-de-pagos?pagina=2')}>
        Siguiente
      </button>
      <PaymentLink />
      <a href="/app/historial-de-pagos/tr_2/recibo?copia=1" {...APP_LINK}>
        <span>Recibo</span>
      </a>
      <a href="/app/historial-de-pagos/tr_3">Sin marca</a>
    </>
  );
}

function renderLayout() {
  const router = createMemoryRouter(
    [
      {
        element: <AriaLayout />,
        children: [
          { path: '/app/historial-de-pagos', element: <Screen /> },
          { path: '/app/historial-de-pagos/:id', element: <p>Detalle del pago</p> },
          { path: '/app/historial-de-pagos/:id/recibo', element: <p>Recibo del pago</p> },
        ],
      },
    ],
    { initialEntries: ['/app/historial-de-pagos'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('AriaLayout', () => {
  beforeEach(() => {
    linkRenders = 0;
  });

  it('gives react-aria links their absolute href and navigates through the router', async () => {
    const router = renderLayout();
    const link = screen.getByRole('link', { name: 'Ver pago' });
    expect(link).toHaveAttribute('href', '/app/historial-de-pagos/tr_1');

    await userEvent.click(link);
    expect(await screen.findByText('Detalle del pago')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/historial-de-pagos/tr_1');
  });

  it('does not re-render react-aria links when only the location changes', async () => {
    renderLayout();
    const before = linkRenders;
    expect(before).toBeGreaterThan(0);

    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Ubicación: /app/historial-de-pagos?pagina=2')).toBeInTheDocument();
    // eslint-disable-next-line testing-library/no-unnecessary-act -- flushes pending renders before counting them
    await act(async () => {});
    // With react-router's own useHref every link, row and cell re-rendered on each page change.
    expect(linkRenders).toBe(before);
  });

  it('follows a plain link marked APP_LINK in the app, from a click on its content, keeping its query', async () => {
    const router = renderLayout();
    const initialKey = router.state.location.key;
    await userEvent.click(screen.getByText('Recibo'));
    expect(await screen.findByText('Recibo del pago')).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/app/historial-de-pagos/tr_2/recibo?copia=1');
    // A router navigation (a new history entry), not a page load.
    expect(router.state.location.key).not.toBe(initialKey);
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('leaves unmarked links and modified clicks to the browser', async () => {
    const router = renderLayout();
    const user = userEvent.setup();
    // jsdom does not load pages: a click the router did not take leaves the location as it was.
    const noPageLoad = (event: Event) => event.preventDefault();
    window.addEventListener('click', noPageLoad);
    try {
      await user.click(screen.getByRole('link', { name: 'Sin marca' }));
      // Ctrl+click: a new tab.
      await user.keyboard('{Control>}');
      await user.click(screen.getByRole('link', { name: 'Recibo' }));
      await user.keyboard('{/Control}');
    } finally {
      window.removeEventListener('click', noPageLoad);
    }
    expect(router.state.location.pathname).toBe('/app/historial-de-pagos');
  });
});
