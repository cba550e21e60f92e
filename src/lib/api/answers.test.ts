// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import {
  ANSWER_READERS,
  normalizeAnswer,
  normalizeCustomer,
  normalizeIds,
  normalizeNotificationPreferences,
  normalizeSignIn,
  normalizeUser,
  readBoolean,
} from './answers';
import { responseSchema, shapeProblem } from './response-shape';
import { specUser } from '@/test/spec-user';

const SPEC_USER = specUser({
  avatar: '/avatars/ana.webp',
  customer: { openpayCustomerId: 'op1', defaultCardId: 'kq1', isEmployer: true, autoPaymentEnabled: false },
});

const check = (method: string, path: string, body: unknown) =>
  shapeProblem(responseSchema(method, path)!, normalizeAnswer(method, path, body));

describe('ids are opaque text wherever they are', () => {
  it('turns numeric id and …Id values into their digits, at any depth, and leaves other numbers alone', () => {
    expect(
      normalizeIds({ id: 1, total: 29147.9, items: [{ id: 2, quantity: 3 }], quotation: { id: 158, folio: 'COT-1' }, paymentId: 9 }),
    ).toEqual({ id: '1', total: 29147.9, items: [{ id: '2', quantity: 3 }], quotation: { id: '158', folio: 'COT-1' }, paymentId: '9' });
  });

  it('never writes "1.0" and keeps text ids and null as they are', () => {
    expect(normalizeIds(JSON.parse('{"id": 1.0, "customerId": "c1", "paymentId": null}'))).toEqual({
      id: '1',
      customerId: 'c1',
      paymentId: null,
    });
  });

  it('does not take words that merely end in "id" for ids', () => {
    expect(normalizeIds({ paid: 3, valid: 1, uuid: 5 })).toEqual({ paid: 3, valid: 1, uuid: 5 });
  });

  it('returns the very same object when nothing changes (nothing is re-serialised)', () => {
    const page = [{ id: 'a', amount: 1 }];
    expect(normalizeIds(page)).toBe(page);
  });

  it('an id read twice is the same text: the normalised answer is a fixed point', () => {
    const once = normalizeAnswer('POST', '/users/user-by-token-app', SPEC_USER);
    expect(normalizeAnswer('POST', '/users/user-by-token-app', JSON.parse(JSON.stringify(once)))).toEqual(once);
  });
});

describe('the spec’s boolean reading', () => {
  it.each([
    [true, true],
    ['true', true],
    [false, false],
    ['false', false],
    [undefined, undefined],
    [1, undefined],
    ['sí', undefined],
  ])('%j reads as %j', (value, expected) => expect(readBoolean(value)).toBe(expected));
});

describe('the customer', () => {
  it('takes the spec’s defaults (isEmployer and autoPaymentEnabled false, no default card)', () => {
    expect(normalizeCustomer({ openpayCustomerId: 'op1' })).toEqual({
      openpayCustomerId: 'op1',
      defaultCardId: null,
      isEmployer: false,
      autoPaymentEnabled: false,
    });
  });

  it('reads the text "true" as true', () => {
    expect(normalizeCustomer({ openpayCustomerId: 'op1', isEmployer: 'true', autoPaymentEnabled: 'true' })).toMatchObject({
      isEmployer: true,
      autoPaymentEnabled: true,
    });
  });
});

describe('the user', () => {
  it('a customer without id takes the user’s customerId (as text)', () => {
    const user = normalizeUser(normalizeIds(SPEC_USER)) as { customerId: string; customer: { id: string } };
    expect(user.customer.id).toBe('12');
    expect(user.customerId).toBe('12');
  });

  it('a user without customerId takes the customer’s id', () => {
    const { customerId: _omitted, ...rest } = SPEC_USER;
    const user = normalizeUser({ ...rest, customer: { ...rest.customer, id: 'c9' } }) as { customerId: string };
    expect(user.customerId).toBe('c9');
  });

  it('never keeps the token on the user', () => {
    expect(normalizeUser(SPEC_USER)).not.toHaveProperty('token');
  });

  it.each([
    ['the customer’s flag first', { isEmployer: false }, true, true],
    ['the user’s flag when the customer has none', { isEmployer: true }, undefined, true],
    ['false when neither says', {}, undefined, false],
    ['the text "true" on the user', { isEmployer: 'true' }, undefined, true],
  ])('isEmployer: %s', (_name, userFlag, customerFlag, expected) => {
    const user = normalizeUser({
      ...SPEC_USER,
      isEmployer: undefined,
      ...userFlag,
      customer: { openpayCustomerId: 'op1', ...(customerFlag === undefined ? {} : { isEmployer: customerFlag }) },
    }) as { isEmployer: boolean; customer: { isEmployer: boolean } };
    expect(user.customer.isEmployer).toBe(expected);
    expect(user.isEmployer).toBe(expected);
  });

  it('builds the combined name when it is missing, and reads an empty avatar as none', () => {
    expect(normalizeUser({ ...SPEC_USER, name: '  ', avatar: '' })).toMatchObject({ name: 'Ana Ruiz', avatar: null });
  });

  it.each([
    ['javascript:alert(1)', null],
    ['data:image/svg+xml,<svg onload=alert(1)>', null],
    ['//tracker.example/p.gif', null],
    ['/avatars/ana.webp', '/avatars/ana.webp'],
    ['https://cdn.cotiza.mx/a.webp', 'https://cdn.cotiza.mx/a.webp'],
  ])('an avatar at %s is read as %s (only an address the page may load)', (avatar, expected) => {
    expect(normalizeUser({ ...SPEC_USER, avatar })).toMatchObject({ avatar: expected });
    expect(normalizeAnswer('PATCH', '/users/me', { firstName: 'Ana', avatar })).toMatchObject({ avatar: expected });
    expect(normalizeAnswer('GET', '/users/me', { firstName: 'Ana', avatar })).toMatchObject({ avatar: expected });
  });

  it('ignores fields it does not know, and the shape check accepts them', () => {
    expect(check('POST', '/users/user-by-token-app', { ...SPEC_USER, createdAt: '2026-01-01', roles: ['x'] })).toBeNull();
  });

  it('the spec’s user passes the session check’s shape', () => {
    expect(check('POST', '/users/user-by-token-app', SPEC_USER)).toBeNull();
  });

  it('still refuses what a screen cannot use: a user without e-mail', () => {
    const { email: _omitted, ...withoutEmail } = SPEC_USER;
    expect(check('POST', '/users/user-by-token-app', withoutEmail)).toBe('respuesta.email falta');
  });
});

describe('the sign-in answer, in every shape the spec allows', () => {
  const normalized = { token: 'tok_spec', user: normalizeUser(normalizeIds(SPEC_USER)) };

  it('{ token, user }', () => {
    expect(normalizeAnswer('POST', '/auth/app-login', { token: 'tok_spec', user: SPEC_USER })).toEqual(normalized);
  });

  it('{ token } alone (the app then asks for the user)', () => {
    expect(normalizeSignIn({ token: 'tok_spec' })).toEqual({ token: 'tok_spec' });
    expect(check('POST', '/auth/app-login', { token: 'tok_spec' })).toBeNull();
  });

  it('the user carrying its token, without an envelope', () => {
    expect(normalizeAnswer('POST', '/auth/app-login', SPEC_USER)).toEqual(normalized);
    expect(check('POST', '/auth/app-login', SPEC_USER)).toBeNull();
  });

  it('the envelope whose user carries the token', () => {
    const { token: _omitted, ...envelopeWithoutToken } = { token: 'x', user: SPEC_USER };
    expect(normalizeAnswer('POST', '/auth/app-login', envelopeWithoutToken)).toEqual(normalized);
  });

  it.each([[{}], [{ token: '' }], [{ user: { ...SPEC_USER, token: undefined } }], [{ token: 42 }], [null]])(
    'without a usable token (%j) the shape check refuses it',
    (body) => {
      expect(check('POST', '/auth/app-login', body)).not.toBeNull();
    },
  );
});

describe('answers that only confirm', () => {
  it.each([
    '/auth/app-request-reset-password',
    '/auth/app-reset-password',
    '/auth/app-confirm-email-change',
    '/auth/app-accept-invitation',
    '/employees/{employeeId}/invitation',
  ])('%s: {} , an empty body or a message all pass', (path) => {
    expect(check('POST', path, {})).toBeNull();
    expect(check('POST', path, null)).toBeNull();
    expect(check('POST', path, { message: 'Listo' })).toBeNull();
  });

  it('a list that is an object is still refused', () => {
    expect(check('GET', '/quotations', { data: [] })).toMatch(/respuesta debía ser array/);
  });
});

describe('the readers cover the contract', () => {
  interface Operation {
    responses?: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
  }
  const contract = yaml.load(readFileSync(resolve(import.meta.dirname, '../../../openapi.yaml'), 'utf8')) as {
    paths: Record<string, Record<string, Operation>>;
  };
  // PersonalData: its avatar is an image the page loads, read by the same rule as the user's.
  const SPECIAL = new Set(['User', 'Customer', 'LoginResponse', 'MessageResponse', 'PersonalData']);
  const special = Object.entries(contract.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([, operation]) => {
        const ref = operation.responses?.['200']?.content?.['application/json']?.schema?.$ref ?? '';
        return SPECIAL.has(ref.split('/').pop() ?? '');
      })
      .map(([method]) => `${method.toUpperCase()} ${path}`),
  );

  it('every operation that answers a user, personal data, a customer, a sign-in or a bare message has its reader', () => {
    expect(special.length).toBeGreaterThanOrEqual(8);
    // Notifications: read tolerantly too (a kind an older backend lacks is on).
    const tolerant = ['GET /users/me/notification-preferences', 'PUT /users/me/notification-preferences'];
    expect(Object.keys(ANSWER_READERS).sort()).toEqual([...special, ...tolerant].sort());
  });
});

describe('notification preferences', () => {
  it('read a kind an older backend does not answer as on, the automatic charge notice always on', () => {
    expect(normalizeNotificationPreferences({ email: { paymentReceived: false, dueSoon: 'false' } })).toEqual({
      email: {
        quotationIssued: true,
        dueSoon: false,
        referenceExpiring: true,
        paymentReceived: false,
        cfdiReady: true,
        accountantPackage: true,
        autoChargeNotice: true,
      },
      updatedAt: null,
    });
    expect(normalizeNotificationPreferences({})).toMatchObject({
      email: { cfdiReady: true, accountantPackage: true, autoChargeNotice: true },
    });
  });

  it('keep a whole version (digits as text too); anything else is no version, so the screen sends no If-Match', () => {
    const versionOf = (version: unknown) => (normalizeNotificationPreferences({ email: {}, version }) as { version?: unknown }).version;
    expect(versionOf(3)).toBe(3);
    expect(versionOf(0)).toBe(0);
    expect(versionOf('12')).toBe(12);
    for (const none of [undefined, null, -1, 1.5, 'v3', '', {}]) expect(versionOf(none)).toBeUndefined();
    expect(normalizeNotificationPreferences({ email: {} })).not.toHaveProperty('version');
  });
});
