import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import sample from '@/config/merchant-sample.json';
import { HelpPage } from './HelpPage';
import { longDate, PrivacyNoticeFullPage, PrivacyNoticeShortPage } from './PrivacyNoticePage';

const renderAt = (element: React.ReactNode) =>
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element }], { initialEntries: ['/'] })} />);

describe('PrivacyNoticePage', () => {
  it('the integral: the sample banner, its date, the responsable from the merchant identity, the footer', () => {
    renderAt(<PrivacyNoticeFullPage />);
    expect(screen.getByRole('note')).toHaveTextContent('Ejemplo: reemplázalo por el aviso de tu empresa');
    expect(screen.getByRole('heading', { level: 1, name: 'Aviso de privacidad integral' })).toBeInTheDocument();
    expect(screen.getByText(/Última actualización/)).toHaveTextContent('Última actualización: 27 de noviembre de 2026');
    expect(screen.getByRole('heading', { level: 2, name: '1. Identidad y domicilio del responsable' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getAllByText(sample.legalName)[0]).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacidad y datos personales' })).toHaveAttribute('href', '/app/privacidad');
    expect(screen.getByRole('link', { name: 'Ver la versión simplificada' })).toHaveAttribute('href', '/aviso-de-privacidad/simplificado');
    expect(screen.getByRole('contentinfo')).toHaveTextContent(sample.rfc);
  });

  it('the simplificado links the integral', () => {
    renderAt(<PrivacyNoticeShortPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Aviso de privacidad simplificado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Consulta el aviso de privacidad integral' })).toHaveAttribute('href', '/aviso-de-privacidad');
  });

  it('longDate', () => {
    expect(longDate('2026-01-05')).toBe('5 de enero de 2026');
  });
});

describe('HelpPage', () => {
  it('the merchant, where to complain (hours, phone, e-mail), PROFECO and the privacy links', () => {
    renderAt(<HelpPage />);
    const content = screen.getByTestId('help-content');
    expect(content).toHaveTextContent(sample.legalName);
    expect(content).toHaveTextContent(sample.serviceHours);
    expect(within(content).getByRole('link', { name: sample.complaintsPhone })).toHaveAttribute('href', 'tel:+525550001234');
    expect(within(content).getByRole('link', { name: sample.complaintsEmail })).toHaveAttribute('href', `mailto:${sample.complaintsEmail}`);
    expect(within(content).getByRole('link', { name: '55 5568 8722' })).toHaveAttribute('href', 'tel:5555688722');
    expect(within(content).getByRole('link', { name: '800 468 8722' })).toHaveAttribute('href', 'tel:8004688722');
    expect(within(content).getByRole('link', { name: 'Concilianet' })).toHaveAttribute('href', 'https://concilianet.profeco.gob.mx');
    expect(within(content).getByRole('link', { name: 'Privacidad y datos personales' })).toHaveAttribute('href', '/app/privacidad');
    expect(within(content).getByRole('link', { name: sample.privacyEmail })).toHaveAttribute('href', `mailto:${sample.privacyEmail}`);
    expect(within(content).getByRole('link', { name: 'aviso de privacidad simplificado' })).toHaveAttribute(
      'href',
      '/aviso-de-privacidad/simplificado',
    );
  });
});
