// Shared by the development API's HTTP tests (server.test.ts, account.test.ts): the contract check
// every answer goes through, the typed calls and the test server. Each test file imports its own
// copy of this module, so `checked` holds what that file's calls covered.
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, expect } from 'vitest';
import { listOperations, loadContract, operationMatcher } from '../openapi-contract.mjs';
import type { Mail } from './mail.mjs';
import { startDevApi, type DevApi, type DevApiOptions } from './server.mjs';
// --- The contract -----------------------------------------------------------------------------

interface Doc {
  components: { examples: Record<string, { value: unknown }> };
}
export const doc = loadContract();
export const operations = listOperations(doc);
const findOperation = operationMatcher(operations);
export const exampleOf = <T = Record<string, unknown>>(name: string) =>
  structuredClone((doc as unknown as Doc).components.examples[name].value) as T;
export const messageOf = (name: string) => exampleOf<{ message: string }>(name).message;

const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats(ajv);
ajv.addFormat('binary', true);
const responseValidators = new Map<string, ValidateFunction>();
/** "operationId status" of every answer that was checked against the contract. */
export const checked = new Set<string>();

/**
 * Coverage of a file's operations: `statuses` names each of `ids` (all in the contract) with the
 * statuses its answers must have been seen in, and this file's calls checked each against the contract.
 */
export function expectCovered(ids: readonly string[], statuses: Record<string, readonly number[]>) {
  for (const id of ids)
    expect(
      operations.some((op) => op.id === id),
      `${id} no está en el contrato`,
    ).toBe(true);
  expect(ids.filter((id) => !statuses[id]?.length)).toEqual([]);
  const expected = Object.entries(statuses).flatMap(([id, codes]) => codes.map((code) => `${id} ${code}`));
  expect(expected.filter((key) => !checked.has(key))).toEqual([]);
}
/** The operations account.test.ts covers (server.test.ts covers every other one). */
export const ACCOUNT_OPERATIONS = ['changePassword', 'requestEmailChange', 'confirmEmailChange', 'appLogout'];
/** The operations privacy.test.ts covers (ARCO requests). */
export const PRIVACY_OPERATIONS = ['listArcoRequests', 'createArcoRequest'];
/** The operations invitations.test.ts covers. */
export const INVITATION_OPERATIONS = ['getInvitation', 'acceptInvitation', 'resendEmployeeInvitation'];
/** The operations auto-payment.test.ts covers. */
export const AUTO_PAYMENT_OPERATIONS = ['getAutoPayment', 'enableAutoPayment', 'disableAutoPayment'];
/** The operations credit-notes.test.ts covers. */
export const CREDIT_NOTE_OPERATIONS = ['reissueInvoiceWithCreditNote'];
/** The operations invoice-package.test.ts covers (the accountant's package). */
export const INVOICE_PACKAGE_OPERATIONS = ['createInvoicePackage', 'getInvoicePackage'];

type DeclaredResponses = Record<string, { content?: Record<string, { schema?: unknown }> }>;

/**
 * Throws unless the answer is one the contract declares for that call: a declared status, and a
 * JSON body that its schema accepts (or no body for 204). Answers outside the contract's
 * operations (/__dev, the served files) are not checked. Returns the operationId checked.
 */
export function checkAgainstContract(
  method: string,
  pathname: string,
  status: number,
  contentType: string | null,
  text: string,
  record = true,
): string | null {
  const op = findOperation(method, pathname);
  if (!op) return null;
  const responses = op.operation.responses as DeclaredResponses;
  const declared = responses[String(status)];
  if (!declared)
    throw new Error(
      `${op.id} answered ${status}, which the contract does not declare (${Object.keys(responses).join(', ')}): ${text.slice(0, 300)}`,
    );
  const key = `${op.id} ${status}`;
  if (status === 204) {
    if (text !== '') throw new Error(`${key} must have no body: ${text.slice(0, 300)}`);
  } else {
    const schema = declared.content?.['application/json']?.schema;
    if (!schema) throw new Error(`${key}: the contract declares no JSON schema.`);
    if (!contentType?.startsWith('application/json')) throw new Error(`${key} answered ${contentType}, not JSON.`);
    let validate = responseValidators.get(key);
    if (!validate) {
      validate = ajv.compile(schema as object);
      responseValidators.set(key, validate);
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new Error(`${key} is not JSON: ${text.slice(0, 300)}`);
    }
    if (!validate(body)) throw new Error(`${key} is outside the contract: ${ajv.errorsText(validate.errors)}\n${text.slice(0, 600)}`);
  }
  if (record) checked.add(key);
  return op.id;
}

// --- Shapes of the answers (what the tests read) -------------------------------------------------

export interface ErrorBody {
  message: string;
  errors?: { field: string; message: string }[];
  error_code?: number;
  category?: string;
  request_id?: string;
}
export interface Customer {
  id: string;
  openpayCustomerId: string;
  defaultCardId: string | null;
  isEmployer: boolean;
  autoPaymentEnabled: boolean;
}
export interface User {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  name: string;
  customerId: string;
  customer: Customer;
  isEmployer?: boolean;
}
export interface Card {
  id: string;
  card_number: string;
  holder_name: string;
  expiration_month: string;
  expiration_year: string;
  brand: string;
  type: string;
  bank_name: string;
  allows_charges: boolean;
  creation_date: string;
}
export interface Quotation {
  id: string;
  folio: string;
  status: string;
  total: number;
  validUntil: string;
  createdAt: string;
  paymentId?: string | null;
  decision?: { outcome: string } | null;
}
export interface Payment {
  id: string;
  amount: number;
  description: string;
  status: string;
  creation_date: string;
  error_message: string | null;
  card: { card_number: string };
  quotation: { id: string; folio: string } | null;
  invoice: { uuid: string; pdf_url: string; xml_url: string } | null;
}
export interface Employee {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  position: string | null;
  status: string;
  createdAt: string;
}
export interface ImportResult {
  added: number;
  duplicates: number;
  invalid: number;
  rows: { row: number; status: string; email: string | null; name: string | null; reason: string | null; employeeId: string | null }[];
}
export interface PersonalData {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  address: Record<string, unknown> | null;
}
export interface Company {
  legalName: string;
  tradeName: string | null;
  rfc: string;
  cfdiUse: string | null;
  logoUrl: string | null;
  updatedAt: string;
  address: Record<string, unknown>;
}
export type { Mail } from './mail.mjs';

// --- HTTP -------------------------------------------------------------------------------------

export interface Answer<T> {
  status: number;
  body: T;
  headers: Headers;
}
interface CallOptions {
  token?: string;
  body?: unknown;
  rawBody?: string;
  form?: FormData;
  /** For charges: the attempt's key (a fresh one by default; null sends none). */
  idempotencyKey?: string | null;
  headers?: Record<string, string>;
}

export async function call<T = ErrorBody>(api: DevApi, method: string, path: string, options: CallOptions = {}): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  let body: BodyInit | undefined;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (/\/pay$/.test(path) && options.idempotencyKey !== null) headers['idempotency-key'] = options.idempotencyKey ?? crypto.randomUUID();
  if (options.form) body = options.form;
  else if (options.rawBody !== undefined || options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = options.rawBody ?? JSON.stringify(options.body);
  }
  const response = await fetch(`${api.url}${path}`, { method, headers, body });
  const text = await response.text();
  checkAgainstContract(method, new URL(path, api.url).pathname, response.status, response.headers.get('content-type'), text);
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T, headers: response.headers };
}

/** The calls of one signed-in user. */
export function as(api: DevApi, token: string) {
  return {
    get: <T = ErrorBody>(path: string) => call<T>(api, 'GET', path, { token }),
    post: <T = ErrorBody>(path: string, body?: unknown, idempotencyKey?: string | null) =>
      call<T>(api, 'POST', path, { token, body, idempotencyKey }),
    put: <T = ErrorBody>(path: string, body: unknown) => call<T>(api, 'PUT', path, { token, body }),
    patch: <T = ErrorBody>(path: string, body: unknown) => call<T>(api, 'PATCH', path, { token, body }),
    delete: <T = ErrorBody>(path: string) => call<T>(api, 'DELETE', path, { token }),
    upload: <T = ErrorBody>(path: string, form: FormData) => call<T>(api, 'POST', path, { token, form }),
    /** The user's JSON-encoded filter or where, as the app sends it. */
    list: <T = ErrorBody>(path: string, name: 'filter' | 'where', value: unknown) =>
      call<T>(api, 'GET', `${path}?${name}=${encodeURIComponent(JSON.stringify(value))}`, { token }),
  };
}
export type Client = ReturnType<typeof as>;

export const silent = () => {};
/** The examples' own day, at noon in Mexico City: the data and the clock stay the same whatever day the tests run. */
export const AS_OF = '2026-11-22';
export const NOON = new Date('2026-11-22T18:00:00Z');
export const startApi = (options: DevApiOptions = {}) => startDevApi({ port: 0, log: silent, today: AS_OF, clock: () => NOON, ...options });

/**
 * The development API of the describe this is called in: started before its tests (`startApi`'s
 * options), closed after them. What it answers stands for the API once started; reading it earlier throws.
 */
export function startApiForSuite(options: DevApiOptions = {}): DevApi {
  let started: DevApi | undefined;
  beforeAll(async () => {
    started = await startApi(options);
  });
  afterAll(() => started?.close());
  return new Proxy({} as DevApi, {
    get: (_target, key) => {
      if (!started) throw new Error('La API de desarrollo aún no arranca: úsala dentro de una prueba.');
      return Reflect.get(started, key);
    },
  });
}

/** A fresh copy of the examples for one user, reached only with the token answered. */
export function world(api: DevApi, kind: 'employer' | 'nonEmployer', email?: string) {
  const created = api.newWorld(kind, email);
  return { ...created, client: as(api, created.token) };
}

export const cents = (amount: number) => Math.round(amount * 100);
export const csvForm = (content: BlobPart, name = 'empleados.csv', type = 'text/csv') => {
  const form = new FormData();
  form.append('file', new Blob([content], { type }), name);
  return form;
};
export const signIn = (api: DevApi, email: string, password: string) =>
  call<{ token: string; user: User }>(api, 'POST', '/auth/app-login', { body: { email, password } });
export const outbox = async (api: DevApi, worldId?: string) =>
  (await call<Mail[]>(api, 'GET', `/__dev/outbox${worldId ? `?world=${worldId}` : ''}`)).body;
