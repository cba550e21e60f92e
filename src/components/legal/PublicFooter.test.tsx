import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import sample from '@/config/merchant-sample.json';
import { PrivacyNoticeLink } from './PrivacyNoticeLink';
import { PublicFooter } from './PublicFooter';

const renderAt = (element: React.ReactNode) =>
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element }], { initialEntries: ['/'] })} />);

describe('PublicFooter', () => {
  it('says who runs the portal, where to complain (tel: and mailto: links) and links the aviso and Ayuda', () => {
    renderAt(<PublicFooter>© 2026 Cotiza</PublicFooter>);
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(`${sample.legalName} · RFC ${sample.rfc}`);
    expect(footer).toHaveTextContent(sample.fiscalAddress);
    expect(footer).toHaveTextContent('© 2026 Cotiza');
    expect(within(footer).getByRole('link', { name: sample.complaintsPhone })).toHaveAttribute('href', 'tel:+525550001234');
    expect(within(footer).getByRole('link', { name: sample.complaintsEmail })).toHaveAttribute('href', `mailto:${sample.complaintsEmail}`);
    const legal = within(footer).getByRole('navigation', { name: 'Información legal' });
    expect(within(legal).getByRole('link', { name: 'Aviso de privacidad' })).toHaveAttribute('href', '/aviso-de-privacidad');
    expect(within(legal).getByRole('link', { name: 'Ayuda' })).toHaveAttribute('href', '/ayuda');
  });

  it('marks the sample merchant as one', () => {
    renderAt(<PublicFooter />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Datos del comercio de ejemplo');
  });
});

describe('PrivacyNoticeLink', () => {
  it('one line linking the aviso simplificado and the integral', () => {
    renderAt(<PrivacyNoticeLink />);
    expect(screen.getByTestId('privacy-notice-link')).toHaveTextContent(
      'Tratamos tus datos conforme a nuestro aviso de privacidad (versión integral).',
    );
    expect(screen.getByRole('link', { name: 'aviso de privacidad' })).toHaveAttribute('href', '/aviso-de-privacidad/simplificado');
    expect(screen.getByRole('link', { name: 'versión integral' })).toHaveAttribute('href', '/aviso-de-privacidad');
  });

  it('where there is no room, the short one only', () => {
    renderAt(<PrivacyNoticeLink full={false} />);
    expect(screen.getByTestId('privacy-notice-link')).toHaveTextContent('Tratamos tus datos conforme a nuestro aviso de privacidad.');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
