import { beforeEach, describe, expect, it, vi } from 'vitest';

const sentry = vi.hoisted(() => ({
  init: vi.fn(),
  setUser: vi.fn(),
  captureException: vi.fn(),
  browserTracingIntegration: vi.fn(() => ({ name: 'BrowserTracing' })),
  replayIntegration: vi.fn((options: unknown) => ({ name: 'Replay', options })),
}));
vi.mock('@sentry/react', () => sentry);

beforeEach(() => {
  vi.resetModules();
  Object.values(sentry).forEach((fn) => fn.mockClear());
});

const load = () => import('./monitoring');
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('monitoring (Sentry)', () => {
  it('does not start without VITE_SENTRY_DSN, and identify/clear are harmless', async () => {
    const monitoring = await load();
    monitoring.initMonitoring({ sentryDsn: null, mode: 'test' });
    monitoring.identifyUser({ id: 'u1', name: 'Ana', email: 'a@b.mx', isEmployer: false });
    await flush();
    expect(sentry.init).not.toHaveBeenCalled();
    expect(sentry.setUser).not.toHaveBeenCalled();
  });

  it('starts with every input masked and no request bodies, identifies the user and clears it', async () => {
    const monitoring = await load();
    monitoring.initMonitoring({ sentryDsn: 'https://key@sentry.example/1', mode: 'production' });
    await flush();
    expect(sentry.init).toHaveBeenCalledTimes(1);
    expect(sentry.replayIntegration).toHaveBeenCalledWith(
      expect.objectContaining({ maskAllInputs: true, networkCaptureBodies: false, networkDetailAllowUrls: [] }),
    );
    monitoring.identifyUser({ id: 'u1', name: 'María José Hernández Ñúñez', email: 'mj@constructora.mx', isEmployer: true });
    await flush();
    expect(sentry.setUser).toHaveBeenLastCalledWith({
      id: 'u1',
      username: 'María José Hernández Ñúñez',
      email: 'mj@constructora.mx',
      isEmployer: true,
    });
    monitoring.clearMonitoredUser();
    await flush();
    expect(sentry.setUser).toHaveBeenLastCalledWith(null);
  });

  it('beforeSend drops request bodies, cookies and the Authorization header, and scrubs card numbers', async () => {
    const monitoring = await load();
    monitoring.initMonitoring({ sentryDsn: 'https://key@sentry.example/1', mode: 'production' });
    await flush();
    const { beforeSend } = sentry.init.mock.calls[0]![0] as { beforeSend: (e: unknown) => Record<string, unknown> };
    const event = beforeSend({
      message: 'falló con 4111 1111 1111 1111',
      request: { data: '{"card_number":"4111111111111111"}', cookies: 'userToken=abc', headers: { Authorization: 'Bearer abc' } },
      exception: { values: [{ value: 'token 4000000000000002 rechazado' }] },
    }) as { message: string; request: Record<string, unknown>; exception: { values: { value: string }[] } };
    expect(event.message).toBe('falló con [tarjeta]');
    expect(event.request.data).toBeUndefined();
    expect(event.request.cookies).toBeUndefined();
    expect(event.request.headers).toEqual({});
    expect(event.exception.values[0]!.value).toBe('token [tarjeta] rechazado');
  });
});
