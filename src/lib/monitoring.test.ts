import { beforeEach, describe, expect, it, vi } from 'vitest';

const client = vi.hoisted(() => ({ on: vi.fn() }));
const sentry = vi.hoisted(() => ({
  init: vi.fn(),
  setUser: vi.fn(),
  captureException: vi.fn(),
  addIntegration: vi.fn(),
  getClient: vi.fn(() => client),
  browserTracingIntegration: vi.fn(() => ({ name: 'BrowserTracing' })),
  replayIntegration: vi.fn((options: unknown) => ({ name: 'Replay', options })),
}));
vi.mock('@sentry/react', () => sentry);

beforeEach(() => {
  vi.resetModules();
  Object.values(sentry).forEach((fn) => fn.mockClear());
  client.on.mockClear();
  window.history.replaceState(null, '', '/');
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
    expect(sentry.addIntegration).toHaveBeenCalledWith(expect.objectContaining({ name: 'Replay' }));
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

const SECRET = 'f3a9c2e1b7d4a6e8c0b2d4f6a8c0e2f4';

describe('scrubUrl', () => {
  it.each([
    [`https://cotiza.mx/restablecer-contrasena?token=${SECRET}`, 'https://cotiza.mx/restablecer-contrasena?token=[Filtered]'],
    [`/restablecer-contrasena?token=${SECRET}`, '/restablecer-contrasena?token=[Filtered]'],
    [`/restablecer-contrasena?correo=a%40b.mx&token=${SECRET}#arriba`, '/restablecer-contrasena?correo=a%40b.mx&token=[Filtered]#arriba'],
    [`/restablecer-contrasena#token=${SECRET}`, '/restablecer-contrasena#token=[Filtered]'],
    // The e-mail confirmation link carries its token the same way.
    [`https://cotiza.mx/confirmar-correo?token=${SECRET}`, 'https://cotiza.mx/confirmar-correo?token=[Filtered]'],
    [`/confirmar-correo?origen=correo&token=${SECRET}`, '/confirmar-correo?origen=correo&token=[Filtered]'],
    [`/vuelta#access_token=${SECRET}&state=xyz`, '/vuelta#access_token=[Filtered]&state=xyz'],
    [`/vuelta?code=${SECRET}&pagina=2`, '/vuelta?code=[Filtered]&pagina=2'],
    [`/x?Token=${SECRET}&refresh_token=${SECRET}&api_key=${SECRET}`, '/x?Token=[Filtered]&refresh_token=[Filtered]&api_key=[Filtered]'],
    // Replay's `urls` once held the fragment and the query in this order.
    [`http://127.0.0.1/restablecer-contrasena#token=${SECRET}?token=${SECRET}`, 'http://127.0.0.1/restablecer-contrasena#token=[Filtered]'],
    [`Falló GET /restablecer-contrasena?token=${SECRET} en la carga`, 'Falló GET /restablecer-contrasena?token=[Filtered] en la carga'],
    [`{"url":"/r?token=${SECRET}","to":"/"}`, '{"url":"/r?token=[Filtered]","to":"/"}'],
  ])('%s', async (input, expected) => {
    const { scrubUrl } = await load();
    expect(scrubUrl(input)).toBe(expected);
  });

  it('leaves URLs and texts without secret parameters as they are', async () => {
    const { scrubUrl } = await load();
    for (const text of [
      '/app/historial-de-pagos?estado=pagado&pagina=2',
      '/login?volver=%2Fapp',
      'token inválido',
      'a=b',
      '/app#resumen',
    ]) {
      expect(scrubUrl(text)).toBe(text);
    }
  });
});

/** The options initMonitoring gave Sentry, and the hooks it registered. */
async function startedHooks() {
  const monitoring = await load();
  monitoring.initMonitoring({ sentryDsn: 'https://key@sentry.example/1', mode: 'production' });
  await flush();
  type Hook = (payload: unknown) => unknown;
  const options = sentry.init.mock.calls[0]![0] as { beforeSend: Hook; beforeBreadcrumb: Hook; beforeSendSpan: Hook };
  const replayOptions = sentry.replayIntegration.mock.calls[0]![0] as { beforeAddRecordingEvent: Hook };
  const postprocess = client.on.mock.calls.find(([hook]) => hook === 'postprocessEvent')![1] as Hook;
  return { ...options, beforeAddRecordingEvent: replayOptions.beforeAddRecordingEvent, postprocess };
}

describe('monitoring: no reset token in anything sent to Sentry', () => {
  it('error events: request.url (query and fragment), breadcrumbs, contexts, message', async () => {
    const { beforeSend } = await startedHooks();
    const event = {
      message: `Falla en /restablecer-contrasena?token=${SECRET}`,
      transaction: '/restablecer-contrasena',
      request: { url: `https://cotiza.mx/restablecer-contrasena?token=${SECRET}#token=${SECRET}`, headers: { 'User-Agent': 'x' } },
      breadcrumbs: [
        { category: 'navigation', data: { from: `/restablecer-contrasena?token=${SECRET}`, to: '/restablecer-contrasena' } },
        { category: 'fetch', data: { method: 'POST', url: 'https://api.cotiza.mx/auth/app-reset-password', status_code: 503 } },
      ],
      contexts: { trace: { data: { url: `https://cotiza.mx/restablecer-contrasena?token=${SECRET}` } } },
      tags: { pagina: '2' },
    };
    const sent = beforeSend(event);
    expect(JSON.stringify(sent)).not.toContain(SECRET);
    expect(sent).toMatchObject({
      request: { url: 'https://cotiza.mx/restablecer-contrasena?token=[Filtered]#token=[Filtered]' },
      breadcrumbs: [
        { data: { from: '/restablecer-contrasena?token=[Filtered]', to: '/restablecer-contrasena' } },
        { data: { url: 'https://api.cotiza.mx/auth/app-reset-password', status_code: 503 } },
      ],
      tags: { pagina: '2' },
    });
  });

  it('navigation breadcrumbs, and spans (name and url attributes)', async () => {
    const { beforeBreadcrumb, beforeSendSpan } = await startedHooks();
    expect(beforeBreadcrumb({ category: 'navigation', data: { from: `/restablecer-contrasena?token=${SECRET}`, to: '/' } })).toEqual({
      category: 'navigation',
      data: { from: '/restablecer-contrasena?token=[Filtered]', to: '/' },
    });
    const span = beforeSendSpan({
      name: `/restablecer-contrasena?token=${SECRET}`,
      attributes: {
        url: `https://cotiza.mx/restablecer-contrasena?token=${SECRET}`,
        'url.full': `https://cotiza.mx/r#token=${SECRET}`,
        'sentry.op': 'pageload',
      },
    });
    expect(JSON.stringify(span)).not.toContain(SECRET);
    expect(span).toMatchObject({
      attributes: { 'sentry.op': 'pageload', url: 'https://cotiza.mx/restablecer-contrasena?token=[Filtered]' },
    });
  });

  it("replay's recording events (breadcrumbs, navigation spans) and the replay event (urls, request.url)", async () => {
    const { beforeAddRecordingEvent, postprocess } = await startedHooks();
    const frames = [
      {
        type: 5,
        timestamp: 1,
        data: {
          tag: 'breadcrumb',
          payload: { category: 'navigation', data: { from: `/restablecer-contrasena?token=${SECRET}`, to: '/' } },
        },
      },
      {
        type: 5,
        timestamp: 2,
        data: {
          tag: 'performanceSpan',
          payload: { op: 'navigation.navigate', description: `http://127.0.0.1/restablecer-contrasena?token=${SECRET}`, data: { size: 1 } },
        },
      },
    ];
    for (const frame of frames) {
      const kept = beforeAddRecordingEvent(frame);
      expect(kept).toBe(frame); // scrubbed, never dropped
      expect(JSON.stringify(kept)).not.toContain(SECRET);
    }
    expect(frames[1]!.data.payload).toMatchObject({
      description: 'http://127.0.0.1/restablecer-contrasena?token=[Filtered]',
      data: { size: 1 },
    });

    const replayEvent = {
      type: 'replay_event',
      urls: [`http://127.0.0.1/restablecer-contrasena?token=${SECRET}`, 'http://127.0.0.1/login'],
      request: { url: `http://127.0.0.1/restablecer-contrasena#token=${SECRET}` },
    };
    postprocess(replayEvent);
    expect(replayEvent.urls).toEqual(['http://127.0.0.1/restablecer-contrasena?token=[Filtered]', 'http://127.0.0.1/login']);
    expect(replayEvent.request.url).toBe('http://127.0.0.1/restablecer-contrasena#token=[Filtered]');
  });

  it('scrubSecrets walks plain objects and arrays in place and leaves other objects alone', async () => {
    const { scrubSecrets } = await load();
    const bytes = new Uint8Array([1, 2, 3]);
    const date = new Date(0);
    const payload = {
      a: [{ b: `?token=${SECRET}` }, 3, null],
      bytes,
      date,
      nested: Object.assign(Object.create(null) as object, { c: `#code=${SECRET}` }),
    };
    expect(scrubSecrets(payload)).toBe(payload);
    expect(payload.a[0]).toEqual({ b: '?token=[Filtered]' });
    expect(payload.bytes).toBe(bytes);
    expect(payload.date).toBe(date);
    expect(JSON.stringify(payload)).not.toContain(SECRET);
  });

  it('session replay starts only once the address bar has no secret in it', async () => {
    window.history.replaceState(null, '', `/restablecer-contrasena?token=${SECRET}`);
    const monitoring = await load();
    monitoring.initMonitoring({ sentryDsn: 'https://key@sentry.example/1', mode: 'production' });
    await flush();
    expect(sentry.init).toHaveBeenCalledTimes(1); // errors are reported meanwhile, scrubbed
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(sentry.addIntegration).not.toHaveBeenCalled();

    // The reset page moves the token out of the URL.
    window.history.replaceState({ usr: { token: SECRET } }, '', '/restablecer-contrasena');
    await vi.waitFor(() => expect(sentry.addIntegration).toHaveBeenCalledWith(expect.objectContaining({ name: 'Replay' })));
    expect(sentry.addIntegration).toHaveBeenCalledTimes(1);
  });
});
