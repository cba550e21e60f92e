import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StartupErrorScreen } from '@/app/StartupErrorScreen';
import { readEnv } from './env';

describe('readEnv', () => {
  it('requires a base URL for the API client', () => {
    const result = readEnv({});
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems).toEqual(['Falta VITE_API_BASE_URL: el cliente de la API requiere una URL base.']);
  });

  it.each(['api.cotiza.mx', 'ftp://api.cotiza.mx'])('rejects a base URL without http(s): %s', (url) => {
    expect(readEnv({ VITE_API_BASE_URL: url }).ok).toBe(false);
  });

  it('accepts a base URL and trims a trailing slash; Openpay and Sentry are off by default', () => {
    expect(readEnv({ VITE_API_BASE_URL: 'https://api.cotiza.mx/ ', MODE: 'production' })).toEqual({
      ok: true,
      env: { apiBaseUrl: 'https://api.cotiza.mx', mockUser: null, sentryDsn: null, openpay: null, mode: 'production' },
    });
  });

  it.each([
    [{ VITE_MOCK_USER: 'employer' }, true],
    [{ VITE_MOCK_USER: 'nonEmployer' }, true],
    [{ VITE_MOCK_USER: 'admin' }, false],
    [{ VITE_OPENPAY_MERCHANT_ID: 'mzdtln0bmtms6o3kck8f' }, false],
    [{ VITE_OPENPAY_MERCHANT_ID: 'm', VITE_OPENPAY_PUBLIC_KEY: 'sk_e568c42a6c384b7ab02cd47d2e407cab' }, false],
    [{ VITE_OPENPAY_MERCHANT_ID: 'm', VITE_OPENPAY_PUBLIC_KEY: 'pk_f0660ad5a39f4912872e24a7a660370c' }, true],
  ])('%j → ok %s', (extra, ok) => {
    expect(readEnv({ VITE_API_BASE_URL: 'http://127.0.0.1:4010', ...extra }).ok).toBe(ok);
  });

  it('reads Openpay sandbox mode, on unless it is "false"', () => {
    const base = { VITE_API_BASE_URL: 'http://x.mx', VITE_OPENPAY_MERCHANT_ID: 'm', VITE_OPENPAY_PUBLIC_KEY: 'pk_1' };
    const on = readEnv(base);
    const off = readEnv({ ...base, VITE_OPENPAY_SANDBOX: 'false' });
    expect(on.ok && on.env.openpay?.sandbox).toBe(true);
    expect(off.ok && off.env.openpay?.sandbox).toBe(false);
  });
});

describe('StartupErrorScreen', () => {
  it('explains in Spanish why the app cannot start', () => {
    render(<StartupErrorScreen problems={['Falta VITE_API_BASE_URL: el cliente de la API requiere una URL base.']} />);
    expect(screen.getByRole('heading', { name: 'Cotiza no pudo iniciar' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Falta VITE_API_BASE_URL');
  });
});
