// The one place that reads and validates build-time configuration.

type MockUser = 'employer' | 'nonEmployer';

export interface OpenpayConfig {
  merchantId: string;
  publicKey: string;
  sandbox: boolean;
}

export interface AppEnv {
  apiBaseUrl: string;
  /** Mock mode only: which named example user Prism answers with. */
  mockUser: MockUser | null;
  sentryDsn: string | null;
  openpay: OpenpayConfig | null;
  mode: string;
}

export type EnvResult = { ok: true; env: AppEnv } | { ok: false; problems: string[] };

type RawEnv = Record<string, string | boolean | undefined>;

const text = (raw: RawEnv, key: string): string => {
  const value = raw[key];
  return typeof value === 'string' ? value.trim() : '';
};

export function readEnv(raw: RawEnv): EnvResult {
  const problems: string[] = [];

  const apiBaseUrl = text(raw, 'VITE_API_BASE_URL').replace(/\/+$/, '');
  if (!apiBaseUrl) {
    problems.push('Falta VITE_API_BASE_URL: el cliente de la API requiere una URL base.');
  } else if (!/^https?:\/\//.test(apiBaseUrl)) {
    problems.push(`VITE_API_BASE_URL debe empezar con http:// o https:// (se recibió «${apiBaseUrl}»).`);
  }

  const mockUserRaw = text(raw, 'VITE_MOCK_USER');
  let mockUser: MockUser | null = null;
  if (mockUserRaw === 'employer' || mockUserRaw === 'nonEmployer') mockUser = mockUserRaw;
  else if (mockUserRaw) problems.push(`VITE_MOCK_USER debe ser «employer» o «nonEmployer» (se recibió «${mockUserRaw}»).`);

  const merchantId = text(raw, 'VITE_OPENPAY_MERCHANT_ID');
  const publicKey = text(raw, 'VITE_OPENPAY_PUBLIC_KEY');
  let openpay: OpenpayConfig | null = null;
  if (merchantId || publicKey) {
    if (!merchantId || !publicKey) {
      problems.push('Openpay necesita VITE_OPENPAY_MERCHANT_ID y VITE_OPENPAY_PUBLIC_KEY juntos.');
    } else if (publicKey.startsWith('sk_')) {
      // A private key in a browser bundle would leak it to every visitor.
      problems.push('VITE_OPENPAY_PUBLIC_KEY es una llave privada (sk_): usa la llave pública (pk_).');
    } else {
      openpay = { merchantId, publicKey, sandbox: text(raw, 'VITE_OPENPAY_SANDBOX') !== 'false' };
    }
  }

  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    env: {
      apiBaseUrl,
      mockUser,
      sentryDsn: text(raw, 'VITE_SENTRY_DSN') || null,
      openpay,
      mode: text(raw, 'MODE') || 'production',
    },
  };
}

// `?? {}`: outside Vite (a Playwright spec importing a domain rule) there is no import.meta.env.
export const envResult: EnvResult = readEnv(import.meta.env ?? {});

/** The validated env; only call after main.tsx has checked `envResult.ok`. */
export function getEnv(): AppEnv {
  if (!envResult.ok) throw new Error(envResult.problems.join(' '));
  return envResult.env;
}
