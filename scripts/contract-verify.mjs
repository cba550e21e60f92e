#!/usr/bin/env node
// Checks a running backend against openapi.yaml, for backend developers:
//   npm run contract:verify -- http://127.0.0.1:3000 [--token <bearer token>] [--port <proxy port>] [--json] [--plan] [--happy-only] [--clock]
// Two kinds of requests, all built from the contract:
// - the happy path: one request per operation through `prism proxy --errors`, from the
//   contract's examples (example dates moved to today as the development API moves them); the
//   answer must be the operation's success status and match its schema;
// - refusals (scripts/contract-checks.mjs), sent straight to the backend and judged here with
//   Ajv: no token and a made-up token (401), a body that breaks the request schema (400/422 with
//   errors[] where declared), a `where` with an unknown field or operator (400), an id that
//   does not exist (404). Each refused answer must match the contract's error shape.
// Every answer must be JSON where JSON is declared and never show a whole card number.
// Prints a table (operation, check, expected, got, verdict); exits 0 when everything conforms,
// 1 on any violation, 2 when it cannot run (bad arguments, backend unreachable). The token:
// --token, or CONTRACT_TOKEN, or else the one answered by the contract's sign-in operation
// called with its example credentials.
import { checkBalance, checkQuotationLifecycle } from './contract-lifecycle-rules.mjs';
import { checkOverTime } from './contract-clock-checks.mjs';
import { checkStatementArithmetic } from './contract-statement-checks.mjs';
import {
  checkCancellationAcceptance,
  checkCancellationWindow,
  checkCreditNotes,
  checkInvoicePackage,
  ownInvoicePackageId,
  checkInvoiceWindow,
  checkSatMatrix,
} from './contract-sat-checks.mjs';
import { existsSync, readFileSync } from 'node:fs';
import { request as httpRequest, createServer as createHttpServer } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { join, resolve } from 'node:path';
import {
  createAjv,
  freshValue,
  isFreshHeader,
  isObject,
  judgeAnswer,
  nonexistentId,
  translatePrismViolation,
  unhappyChecks,
} from './contract-checks.mjs';
import {
  checkAutoPaymentConsent,
  checkDecidedOnce,
  checkArcoAttachmentIssued,
  checkArcoRequestFiled,
  checkEmailNotPatched,
  checkNotificationPreferences,
  checkIdempotency,
  checkInvitationAccepted,
  checkInvoiceNotReplaceable,
  checkInvoiceRefusals,
  checkInvoiceRequested,
  checkLists,
  checkReissued,
  checkReissueRefusals,
  checkOtherSessionsEnded,
  checkOwnership,
  checkRateLimits,
  checkRoles,
  checkSignedOut,
  openSecondSession,
  paymentsBefore,
  reissueTarget,
  skipped,
} from './contract-rules.mjs';
import { CONTRACT, ROOT, firstExample, listOperations, loadContract, parameterExample } from './openapi-contract.mjs';
import { freePort, isPortFree } from './ports.mjs';
import { startPrism } from './prism.mjs';
import { buildSeed, exampleShift, shiftExampleDate } from './dev-api/seed.mjs';

/** @typedef {import('./openapi-contract.mjs').ContractOperation} ContractOperation */
/** @typedef {import('./contract-checks.mjs').Ajv} Ajv */
/** @typedef {import('./contract-checks.mjs').Violation} Violation */
/** @typedef {import('./contract-checks.mjs').PrismViolation} PrismViolation */
/** @typedef {import('./contract-checks.mjs').UnhappyCheck} UnhappyCheck */
/**
 * Prism's problem answer (application/problem+json), as it answers a request or response outside the contract.
 * @typedef {{ type: string, title?: string, validation?: PrismViolation[] }} PrismProblem
 */
/**
 * The backend's own answer to a request relayed by the recorder; `status` says in words why
 * there is none when the backend never answered.
 * @typedef {{ status: number | string, contentType: string | null, text: string }} RecordedAnswer
 */
/**
 * One check of one operation, judged: the happy path (kind 'exito') or a refusal.
 * @typedef {{ kind: string, label: string, expected: number[], got: string, verdict: 'cumple' | 'no cumple' | 'omitida', violations: Violation[] }} CheckResult
 */
/**
 * What verify() found for one operation: the happy path's status, its checks, and the violations in words.
 * @typedef {{ op: ContractOperation, status: number | string | null, checks: CheckResult[], violations: string[] }} OperationResult
 */
/**
 * What verify() keeps per operation while it runs.
 * @typedef {{ op: ContractOperation, status: number | string | null, happy: CheckResult[], refusals: CheckResult[] }} OperationEntry
 */
/** @typedef {import('./dev-api/seed.mjs').SeedRecord} SeedRecord */
/**
 * What an example request got: its status, body and check.
 * @typedef {{ op: ContractOperation, status: number | string | null, body: unknown, check: CheckResult, headers: Record<string, string> }} ExampleResult
 */
/**
 * fetch() rejects with an Error: a TypeError whose `cause` is the network error, or the signal's TimeoutError.
 * @typedef {Error & { cause?: { code?: string, message?: string } }} FetchError
 */

const USAGE = `Uso: npm run contract:verify -- <URL base del backend> [--token <token>] [--token-no-empleador <token>] [--port <puerto del proxy>]
         [--app-origin <origen de la app>] [--rate-limit-probe <n>] [--json] [--happy-only] [--clock]
       npm run contract:verify -- --plan [--json]

  <URL base del backend>  p. ej. http://127.0.0.1:3000 (el backend ya debe estar corriendo)
  --token <token>         token Bearer del empleador de ejemplo (o la variable CONTRACT_TOKEN);
                          sin él se usa el token que responde el inicio de sesión con sus credenciales de ejemplo
  --token-no-empleador <token>
                          token del no empleador de ejemplo (roles y propiedad se comprueban con los dos);
                          sin él, el de su inicio de sesión de ejemplo
  --port <puerto>         puerto local fijo del proxy de Prism (por omisión, uno libre)
  --app-origin <origen>   el origen de la app que el backend conoce (p. ej. http://127.0.0.1:5173): reemplaza
                          https://app.cotiza.mx en los ejemplos (redirectUrl de 3-D Secure); por omisión el del contrato
  --rate-limit-probe <n>  cuántas peticiones que cuentan se envían como máximo a cada operación con x-rate-limit
                          (por omisión, su max + 5); 0 omite los sondeos (un backend sin límites configurados)
  --json                  imprime el resultado como JSON en lugar de la tabla
  --happy-only            solo las peticiones de éxito de cada operación (sin rechazos, reglas ni límites)
  --clock                 además, al final, lo que pasa con los días (avisos y cargos automáticos, recordatorios,
                          preferencias de correo) con los controles de prueba de x-test-controls (/__dev/reset,
                          /__dev/clock, /__dev/outbox); sin ellos, esas filas quedan omitidas. Reinicia los datos del backend
  --plan                  solo lista las peticiones que se enviarían y los datos de ejemplo que el backend
                          debe tener, con las fechas movidas a hoy; no necesita backend

Código de salida: 0 si todo cumple el contrato, 1 si algo no lo cumple,
2 si no se pudo comprobar (argumentos inválidos o el backend no responde).`;

/** @param {string[]} argv */
export function parseArgs(argv) {
  /**
   * @type {{ backend: string | null, token: string | null, nonEmployerToken: string | null, port: number | null, json: boolean,
   *   happyOnly: boolean, contract: string, appOrigin: string | undefined, rateLimitProbe: number | null, plan?: boolean, today?: string, help?: boolean,
   *   clock: boolean }}
   */
  const args = {
    backend: null,
    token: process.env.CONTRACT_TOKEN || null,
    nonEmployerToken: null,
    port: null,
    json: false,
    happyOnly: false,
    contract: CONTRACT,
    appOrigin: undefined,
    rateLimitProbe: null,
    clock: false,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--token') args.token = argv[++i];
    else if (arg === '--token-no-empleador') args.nonEmployerToken = argv[++i];
    else if (arg === '--app-origin') args.appOrigin = new URL(argv[++i]).origin;
    else if (arg === '--rate-limit-probe') {
      args.rateLimitProbe = Number(argv[++i]);
      if (!Number.isInteger(args.rateLimitProbe) || args.rateLimitProbe < 0)
        throw new Error(`--rate-limit-probe debe ser un entero ≥ 0.\n\n${USAGE}`);
    } else if (arg === '--port') args.port = Number(argv[++i]);
    else if (arg === '--json') args.json = true;
    else if (arg === '--plan') args.plan = true;
    else if (arg === '--happy-only') args.happyOnly = true;
    else if (arg === '--clock') args.clock = true;
    else if (arg === '--today') args.today = argv[++i];
    else if (arg === '--contract') args.contract = resolve(argv[++i]);
    else if (arg === '--help' || arg === '-h') args.help = true;
    else if (!arg.startsWith('--') && !args.backend) args.backend = arg;
    else throw new Error(`Argumento desconocido: ${arg}\n\n${USAGE}`);
  }
  return args;
}

/**
 * Starts `prism proxy <contract> <backend> --errors` and resolves once it listens; one more
 * attempt when it does not in time, on a fresh port unless the port was fixed (--port).
 * @param {{ contract: string, backend: string, port: number, fixedPort?: boolean }} options
 */
export async function startPrismProxy({ contract, backend, port, fixedPort = false }) {
  // Otherwise the readiness check could connect to whatever already listens there.
  if (!(await isPortFree(port))) throw new Error(`El puerto ${port} ya está en uso; elige otro con --port.`);
  return startPrism({ contract, upstream: backend, port, retryPort: fixedPort ? async () => port : freePort });
}

/** The backend cannot be reached at all (refused, unknown host, no answer). */
export class BackendUnreachable extends Error {}

/** Any HTTP answer counts as reachable; only a failed connection (or silence) does not. @param {string} backend */
export async function probeBackend(backend, timeoutMs = 5000) {
  try {
    const response = await fetch(backend, { method: 'GET', signal: AbortSignal.timeout(timeoutMs), redirect: 'manual' });
    await response.body?.cancel();
  } catch (caught) {
    const error = /** @type {FetchError} */ (caught);
    const code = error.cause?.code ?? error.cause?.message ?? error.message;
    const reason =
      error.name === 'TimeoutError'
        ? `no respondió en ${timeoutMs / 1000} s`
        : code === 'ECONNREFUSED'
          ? 'nadie escucha en ese puerto, ECONNREFUSED'
          : code === 'ENOTFOUND' || code === 'EAI_AGAIN'
            ? `no se encontró el servidor, ${code}`
            : code === 'bad port'
              ? 'es un puerto que fetch bloquea'
              : code;
    throw new BackendUnreachable(
      `No se pudo conectar con el backend en ${backend} (${reason}). ¿Está corriendo y es la URL correcta? No se comprobó nada.`,
    );
  }
}

const MAX_RECORDED_BODY = 2_000_000;

/**
 * A pass-through between Prism and the backend that notes the backend's own answer (status,
 * Content-Type, body): with --errors Prism answers 500 for a broken answer, and the table shows
 * what the backend said. The backend it relays to can change between runs (`setTarget`).
 * @param {string} backend
 */
export async function startStatusRecorder(backend) {
  /** @type {URL} */
  let target;
  /** @type {string} */
  let basePath;
  /** @type {typeof httpRequest} */
  let send;
  const setTarget = (/** @type {string} */ url) => {
    target = new URL(url);
    basePath = target.pathname.replace(/\/+$/, '');
    send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  };
  setTarget(backend);
  /** @type {Map<string, RecordedAnswer>} */
  const answers = new Map();
  const server = createHttpServer((req, res) => {
    const id = req.headers['x-contract-verify-id'];
    const upstream = send(
      {
        protocol: target.protocol,
        hostname: target.hostname,
        port: target.port,
        method: req.method,
        path: `${basePath}${req.url}`,
        headers: { ...req.headers, host: target.host },
      },
      (answer) => {
        /** @type {Buffer[]} */
        const chunks = [];
        let size = 0;
        answer.on('data', (chunk) => {
          size += chunk.length;
          if (size <= MAX_RECORDED_BODY) chunks.push(chunk);
        });
        answer.on('end', () => {
          if (id)
            answers.set(String(id), {
              // Always set on the answer to a client's request.
              status: /** @type {number} */ (answer.statusCode),
              contentType: answer.headers['content-type'] ?? null,
              text: Buffer.concat(chunks).toString('utf8'),
            });
        });
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (/** @type {NodeJS.ErrnoException} */ error) => {
      if (id) answers.set(String(id), { status: `sin respuesta (${error.code ?? error.message})`, contentType: null, text: '' });
      res.writeHead(502, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ message: `El backend no respondió: ${error.message}` }));
    });
    req.pipe(upstream);
  });
  const port = await freePort();
  await /** @type {Promise<void>} */ (new Promise((done) => server.listen(port, '127.0.0.1', done)));
  return {
    url: `http://127.0.0.1:${port}`,
    setTarget,
    statusOf: (/** @type {string} */ id) => answers.get(id)?.status,
    answerOf: (/** @type {string} */ id) => answers.get(id),
    close: () =>
      /** @type {Promise<void>} */ (
        new Promise((done) => {
          server.closeAllConnections();
          server.close(() => done());
        })
      ),
  };
}

// --- Requests built from the contract's examples -------------------------------------------

const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const CSV_FALLBACK =
  'nombre,apellidos,correo,telefono,puesto,rfc,curp\nAna Sofía,Martínez López,ana.martinez@constructoradelbajio.mx,4771234567,Residente de obra,,\n';

/** The file sent in a multipart form: a CSV when the operation is about CSV files, else a small PNG. @param {ContractOperation} op */
function exampleFile(op) {
  const text = `${op.operation.summary ?? ''} ${op.operation.description ?? ''}`.toLowerCase();
  if (text.includes('csv')) {
    const template = join(ROOT, 'public/plantilla-empleados.csv');
    const content = existsSync(template) ? readFileSync(template) : Buffer.from(CSV_FALLBACK);
    return { content, type: 'text/csv', name: 'a1B2c3_empleados.csv' };
  }
  return { content: PNG_1X1, type: 'image/png', name: 'a1B2c3_foto_perfil.png' };
}

/**
 * Every example date in a value moved by `days` (as the development API moves its data).
 * @param {unknown} value @param {number} days
 * @returns {unknown}
 */
export function shiftDates(value, days) {
  if (!days) return value;
  if (typeof value === 'string') return shiftExampleDate(value, days);
  if (Array.isArray(value)) return value.map((item) => shiftDates(item, days));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shiftDates(item, days)]));
  return value;
}

const BOGUS_TOKEN = 'token-inventado-por-contract-verify-0000000000000000';

/**
 * One named example of an operation's request body, with the record it acts on
 * (`x-path-parameters`), who sends it (`x-user`, the employer by default) and the fields that carry
 * a URL `POST /files` answered (`x-from-upload`); `name` is null for an operation without a JSON body.
 * @typedef {{ name: string | null, value: unknown, pathParameters: Record<string, string> | null, user: 'employer' | 'nonEmployer', fromUpload: string[] }} RequestExample
 */

/** Every request example of `op`, in the contract's order (one unnamed entry when it takes no JSON body). @param {ContractOperation} op @returns {RequestExample[]} */
export function requestExamples(op) {
  const json = op.operation.requestBody?.content?.['application/json'];
  const named = Object.entries(json?.examples ?? {});
  if (!json || named.length === 0)
    return [{ name: null, value: json ? firstExample(json) : undefined, pathParameters: null, user: 'employer', fromUpload: [] }];
  return named.map(([name, example]) => ({
    name,
    value: example.value,
    pathParameters: /** @type {Record<string, string> | null} */ (example['x-path-parameters'] ?? null),
    user: example['x-user'] === 'nonEmployer' ? 'nonEmployer' : 'employer',
    fromUpload: Array.isArray(example['x-from-upload']) ? example['x-from-upload'].map(String) : [],
  }));
}

/**
 * `example` with each `x-from-upload` field set to the URL the backend's `POST /files` answered to
 * the example's user for the contract's example file (a backend refuses a URL it did not issue).
 * When the upload gives no URL (its own row says why), the fields are null: the rules that follow the
 * example still run, without the attachment, instead of failing for the upload.
 * @param {{ backend: string, operations: ContractOperation[], token: string | null }} options @param {RequestExample} example
 * @returns {Promise<RequestExample>}
 */
async function withUploadedUrls({ backend, operations, token }, example) {
  const upload = operations.find((candidate) => candidate.method === 'POST' && candidate.path === '/files');
  if (!example.fromUpload.length || !upload || !isObject(example.value)) return example;
  const request = buildRequest(upload, { baseUrl: backend.replace(/\/+$/, ''), token });
  const answer = await fetch(request.url, { method: request.method, headers: request.headers, body: request.body }).catch(() => null);
  const json = answer?.ok ? await answer.json().catch(() => null) : null;
  const url = isObject(json) && typeof json.url === 'string' ? json.url : null;
  return { ...example, value: { ...example.value, ...Object.fromEntries(example.fromUpload.map((field) => [field, url])) } };
}

/** The path parameter `name` of `op`. @param {ContractOperation} op @param {string} name */
function pathParameter(op, name) {
  const found = op.parameters.find((parameter) => parameter.in === 'path' && parameter.name === name);
  if (!found) throw new Error(`${op.id} no tiene el parámetro de ruta «${name}».`);
  return found;
}

/**
 * A request example of requestInvoice as the rules send it again: its payment (`x-path-parameters`,
 * else the parameter's example), its user and body.
 * @param {ContractOperation} op @param {RequestExample} example
 * @returns {import('./contract-rules.mjs').InvoiceExample}
 */
function invoiceExample(op, example) {
  const paymentId = String(example.pathParameters?.paymentId ?? parameterExample(pathParameter(op, 'paymentId')));
  return { paymentId, user: example.user, body: example.value };
}

/** Whether `op` takes a multipart body (an upload): sent around Prism, whose proxy re-encodes it as text. @param {ContractOperation} op */
export const isMultipart = (op) => Boolean(op.operation.requestBody?.content?.['multipart/form-data']);

/** The contract's own origin of the app, in its examples (a 3-D Secure `redirectUrl`). */
const EXAMPLE_APP_ORIGIN = 'https://app.cotiza.mx';

/**
 * The request for an operation from the contract's examples (dates moved by `shiftDays`). With a
 * `check` (contract-checks.mjs) it becomes that check's bad request: no token or a made-up one,
 * another body, another `where`, ids that do not exist; headers such as Idempotency-Key are new.
 * `example` picks one of the body's named examples (the first by default) with the record it acts
 * on (`x-path-parameters`); `appOrigin` replaces the examples' app origin (the backend's own).
 * @param {ContractOperation} op
 * @param {{ baseUrl: string, token: string | null, shiftDays?: number, check?: UnhappyCheck | null, example?: RequestExample | null, appOrigin?: string }} options
 */
export function buildRequest(op, { baseUrl, token, shiftDays = 0, check = null, example = null, appOrigin = EXAMPLE_APP_ORIGIN }) {
  /** @type {string[]} */
  const problems = [];
  let path = op.path;
  const query = new URLSearchParams();
  /** @type {Record<string, string>} */
  const headers = { Accept: 'application/json' };
  for (const parameter of op.parameters) {
    const own = parameter.in === 'path' ? example?.pathParameters?.[parameter.name] : undefined;
    let value = shiftDates(own ?? parameterExample(parameter), shiftDays);
    if ((check || example) && isFreshHeader(parameter)) value = freshValue();
    if (value === undefined) {
      if (parameter.required)
        problems.push(`el parámetro obligatorio «${parameter.name}» (${parameter.in}) no tiene ejemplo en el contrato`);
      continue;
    }
    let text = parameter.content ? JSON.stringify(value) : typeof value === 'object' ? JSON.stringify(value) : String(value);
    if (parameter.in === 'path' && check?.nonexistentIds) text = nonexistentId(text);
    if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, encodeURIComponent(text));
    else if (parameter.in === 'query') query.set(parameter.name, text);
    else if (parameter.in === 'header') headers[parameter.name] = text;
  }
  for (const [name, value] of Object.entries(check?.query ?? {})) query.set(name, JSON.stringify(value));
  const auth = check?.auth ?? 'token';
  if (!op.isPublic && auth === 'token' && token) headers.Authorization = `Bearer ${token}`;
  if (!op.isPublic && auth === 'bogus') headers.Authorization = `Bearer ${BOGUS_TOKEN}`;

  /** @type {string | FormData | undefined} */
  let body;
  const content = op.operation.requestBody?.content ?? {};
  if (content['application/json']) {
    const chosen = example?.value !== undefined ? example.value : firstExample(content['application/json']);
    const value = check?.body !== undefined ? check.body : shiftDates(chosen, shiftDays);
    if (value === undefined) problems.push('el cuerpo JSON no tiene ejemplo en el contrato');
    else {
      body = JSON.stringify(value).replaceAll(EXAMPLE_APP_ORIGIN, appOrigin.replace(/\/+$/, ''));
      headers['Content-Type'] = 'application/json';
    }
  } else if (content['multipart/form-data']) {
    const schema = content['multipart/form-data'].schema ?? {};
    const form = new FormData();
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      if (property.format === 'binary' || property.contentEncoding === 'binary' || property.contentMediaType) {
        const file = exampleFile(op);
        form.append(name, new Blob([file.content], { type: file.type }), file.name);
      } else if (property.example !== undefined) form.append(name, String(property.example));
    }
    body = form;
  }
  const search = query.toString();
  return { url: `${baseUrl}${path}${search ? `?${search}` : ''}`, method: op.method, headers, body, problems };
}

// --- Reading answers ------------------------------------------------------------------------

const PRISM_ERROR = /stoplight\.io\/prism\/errors#(\w+)/;

/** @param {Response} response @returns {Promise<{ text: string, json: unknown }>} */
async function readAnswer(response) {
  const text = await response.text();
  try {
    return { text, json: text ? JSON.parse(text) : undefined };
  } catch {
    return { text, json: undefined };
  }
}

/** @param {string} text @returns {unknown} */
function parseJson(text) {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

const verdictOf = (/** @type {Violation[]} */ violations) => (violations.length === 0 ? 'cumple' : 'no cumple');
const plain = (/** @type {string} */ message) => ({ message, path: '', raw: message });

/**
 * Sends the example request; a request that gets no answer is the check's result (no cumple).
 * @param {ContractOperation} op @param {ReturnType<typeof buildRequest>} request
 * @param {Omit<CheckResult, 'got' | 'verdict' | 'violations'>} check @param {Violation[]} violations
 * @returns {Promise<{ response: Response } | ExampleResult>}
 */
async function sendExample(op, request, check, violations) {
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(20_000),
    });
    return { response };
  } catch (caught) {
    const error = /** @type {FetchError} */ (caught);
    violations.push(plain(`sin respuesta: ${error.cause?.message ?? error.message}`));
    return {
      op,
      status: null,
      body: null,
      headers: request.headers,
      check: { ...check, got: 'sin respuesta', verdict: 'no cumple', violations },
    };
  }
}

/**
 * The happy path of one operation, through Prism: its success status, its schema (Prism), JSON, no
 * card numbers. An upload goes straight to the backend (`directUrl`) and is judged here with Ajv:
 * Prism's proxy re-encodes a multipart body as text and would corrupt the file.
 * @param {ContractOperation} op
 * @param {{ baseUrl: string, directUrl?: string, token: string | null, shiftDays?: number, ajv?: Ajv,
 *   backendAnswerOf?: (requestId: string) => RecordedAnswer | undefined, example?: RequestExample | null, appOrigin?: string }} options
 * @returns {Promise<ExampleResult>}
 */
export async function verifyOperation(
  op,
  { baseUrl, directUrl, token, shiftDays = 0, ajv = createAjv(), backendAnswerOf = () => undefined, example = null, appOrigin },
) {
  const direct = isMultipart(op) && directUrl !== undefined;
  const request = buildRequest(op, { baseUrl: direct ? directUrl.replace(/\/+$/, '') : baseUrl, token, shiftDays, example, appOrigin });
  const requestId = `${op.id}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  if (!direct) request.headers['X-Contract-Verify-Id'] = requestId;
  const violations = request.problems.map((problem) => plain(`contrato incompleto: ${problem}`));
  const label = example?.name ? `éxito con el ejemplo «${example.name}»` : 'éxito con los datos de ejemplo';
  const check = { kind: 'exito', label, expected: op.successStatuses };
  if (direct) {
    const sent = await sendExample(op, request, check, violations);
    if (!('response' in sent)) return sent;
    const { response } = sent;
    const answer = await readAnswer(response);
    const own = { status: response.status, contentType: response.headers.get('content-type'), text: answer.text, json: answer.json };
    violations.push(...judgeAnswer({ op, ajv, answer: own, expected: op.successStatuses }));
    return {
      op,
      status: response.status,
      body: answer.json ?? null,
      headers: request.headers,
      check: {
        ...check,
        label: `${label} (directo: Prism corrompe los archivos)`,
        got: String(response.status),
        verdict: verdictOf(violations),
        violations,
      },
    };
  }
  const sent = await sendExample(op, request, check, violations);
  if (!('response' in sent)) return sent;
  const { response } = sent;
  const answer = await readAnswer(response);
  // What the backend answered (Prism replaces a broken answer with its own 500); undefined = never reached it.
  const backend = backendAnswerOf(requestId);
  const problem = isObject(answer.json) && typeof answer.json.type === 'string' ? /** @type {PrismProblem} */ (answer.json) : null;
  const prismError = problem ? PRISM_ERROR.exec(problem.type)?.[1] : null;
  /** @type {PrismViolation[]} */
  const headerViolations = (() => {
    try {
      return JSON.parse(response.headers.get('sl-violations') ?? '[]');
    } catch {
      return [];
    }
  })();

  /** @type {number | string} */
  let status;
  if (!backend && problem && prismError) {
    // The request never reached the backend: the verifier's own request was refused by the contract.
    const details = (problem.validation ?? []).map((v) => translatePrismViolation(v).message).join('; ');
    violations.push({
      message: `Prism rechazó la petición de ejemplo (${problem.title}${details ? `: ${details}` : ''})`,
      path: '',
      raw: JSON.stringify(problem.validation ?? problem.title),
    });
    status = `${response.status} de Prism`;
  } else if (backend && typeof backend.status !== 'number') {
    violations.push(plain(`el backend no respondió: ${backend.status}`));
    status = backend.status;
  } else {
    const prismViolations = problem && prismError === 'VIOLATIONS' ? (problem.validation ?? []) : headerViolations;
    violations.push(...prismViolations.map(translatePrismViolation));
    // Here the backend either answered with a status or was never reached.
    const answered = typeof backend?.status === 'number' ? backend.status : response.status;
    status = answered;
    const own = backend
      ? { status: answered, contentType: backend.contentType, text: backend.text, json: parseJson(backend.text) }
      : { status: answered, contentType: response.headers.get('content-type'), text: answer.text, json: answer.json };
    // The schema is Prism's job here; this adds the status, the Content-Type and card numbers.
    violations.push(...judgeAnswer({ op, ajv, answer: own, expected: op.successStatuses, schemaCheck: false }));
  }
  const unique = [...new Map(violations.map((v) => [v.message, v])).values()];
  return {
    op,
    status,
    body: prismError ? null : (answer.json ?? null),
    headers: request.headers,
    check: { ...check, got: String(status), verdict: verdictOf(unique), violations: unique },
  };
}

/**
 * One refusal sent straight to the backend (Prism would refuse it itself), judged against the contract.
 * @param {ContractOperation} op @param {UnhappyCheck} check
 * @param {{ backend: string, token: string | null, shiftDays?: number, ajv: Ajv }} options
 * @returns {Promise<CheckResult>}
 */
export async function runUnhappyCheck(op, check, { backend, token, shiftDays = 0, ajv }) {
  const base = { kind: check.kind, label: check.label, expected: check.expected };
  const needsToken = !op.isPublic && !check.auth;
  if (needsToken && !token)
    return {
      ...base,
      got: '—',
      verdict: 'omitida',
      violations: [plain('sin token válido para enviarla (ni --token ni inicio de sesión)')],
    };
  const request = buildRequest(op, { baseUrl: backend.replace(/\/+$/, ''), token, shiftDays, check });
  let response;
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(20_000),
      redirect: 'manual',
    });
  } catch (caught) {
    const error = /** @type {FetchError} */ (caught);
    return {
      ...base,
      got: 'sin respuesta',
      verdict: 'no cumple',
      violations: [plain(`sin respuesta: ${error.cause?.code ?? error.cause?.message ?? error.message}`)],
    };
  }
  const { text, json } = await readAnswer(response);
  const answer = { status: response.status, contentType: response.headers.get('content-type'), text, json };
  const violations = judgeAnswer({ op, ajv, answer, expected: check.expected, requireErrors: check.requireErrors });
  if (check.kind === 'cuerpo-invalido' && response.status >= 200 && response.status < 300) {
    violations.unshift(plain('el backend aceptó un cuerpo que el contrato rechaza (y pudo cambiar datos)'));
  }
  return { ...base, got: String(response.status), verdict: verdictOf(violations), violations };
}

/**
 * The operations that change the sign-in, in the order they must run after the rest: the e-mail
 * change asks for the example password, so it goes before the password changes; the example link
 * is then confirmed (a pending change of another example user to the address just asked for, which
 * a confirmation before the request would have taken).
 */
const CREDENTIAL_CHANGES = ['requestEmailChange', 'changePassword', 'confirmEmailChange'];

/**
 * Public operations first (sign-in can supply the token), then the rest, then the changes of the
 * sign-in (CREDENTIAL_CHANGES), deletions last (they remove seeded data).
 * @param {ContractOperation[]} operations
 */
export function orderForVerification(operations) {
  const rank = (/** @type {ContractOperation} */ op) => {
    const credential = CREDENTIAL_CHANGES.indexOf(op.id);
    if (credential !== -1) return 2 + credential / 10;
    return op.isPublic ? 0 : op.method === 'DELETE' ? 3 : 1;
  };
  return [...operations].sort((a, b) => rank(a) - rank(b));
}

/** The session token of a sign-in answer, in any of the shapes the contract allows. @param {{ body: unknown }} result */
function tokenFrom(result) {
  const body = isObject(result.body) ? result.body : {};
  const token = body.token ?? (isObject(body.user) ? body.user.token : null);
  return typeof token === 'string' && token ? token : null;
}

/** The sign-in operation (public, answering a session): POST /auth/app-login. @param {ContractOperation[]} operations */
function signInOp(operations) {
  const op = operations.find((candidate) => candidate.id === 'appLogin');
  if (!op) throw new Error('openapi.yaml no tiene la operación de inicio de sesión (appLogin).');
  return op;
}

/** The sign-in request example of `user` (its credentials). @param {ContractOperation[]} operations @param {string} user */
function signInExample(operations, user) {
  return requestExamples(signInOp(operations)).find((example) => example.name === user)?.value;
}

/**
 * Prism and the recorder, started once; `run` verifies one backend. Tests run several backends
 * through one verifier (Prism takes a second or two to start).
 * @param {{ contract?: string, port?: number | null }} [options]
 */
export async function openVerifier({ contract = CONTRACT, port } = {}) {
  const doc = loadContract(contract);
  const operations = orderForVerification(listOperations(doc));
  const recorder = await startStatusRecorder('http://127.0.0.1:9');
  /** @type {Awaited<ReturnType<typeof startPrismProxy>>} */
  let proxy;
  try {
    proxy = await startPrismProxy({ contract, backend: recorder.url, port: port ?? (await freePort()), fixedPort: port != null });
  } catch (error) {
    await recorder.close();
    throw error;
  }
  const ajv = createAjv();
  return {
    operations,
    /**
     * @param {{ backend: string, token?: string | null, nonEmployerToken?: string | null, happyOnly?: boolean, today?: string,
     *   appOrigin?: string, rateLimitProbe?: number | null, clock?: boolean }} options
     * @returns {Promise<{ results: OperationResult[], tokenSource: 'given' | 'sign-in' | 'none', shift: ReturnType<typeof exampleShift>, notes: string[] }>}
     */
    async run({
      backend,
      token = null,
      nonEmployerToken = null,
      happyOnly = false,
      today,
      appOrigin = EXAMPLE_APP_ORIGIN,
      rateLimitProbe = null,
      clock = false,
    }) {
      await probeBackend(backend);
      recorder.setTarget(backend);
      const shift = exampleShift(doc, today);
      const options = { shiftDays: shift.days, ajv, appOrigin };
      /** @type {Map<string, OperationEntry>} */
      const byOp = new Map(operations.map((op) => [op.id, { op, status: null, happy: [], refusals: [] }]));
      // Every operation has its entry from the start.
      const entryOf = (/** @type {ContractOperation} */ op) => /** @type {OperationEntry} */ (byOp.get(op.id));
      /** @type {Record<import('./contract-rules.mjs').ExampleUser, string | null>} */
      const tokens = { employer: token, nonEmployer: nonEmployerToken };
      /** @type {string[]} */
      const notes = [];
      // The address the example invitation reads as (its accepted account signs in with it).
      /** @type {string | null} */
      let invitedEmail = null;
      /** @type {import('./contract-rules.mjs').RuleContext} */
      const ctx = { backend, operations, ajv, tokens, appOrigin, record: (op, check) => entryOf(op).refusals.push(check) };
      /** Every request example of `op` (its happy path), with what the rules need around some of them. @param {ContractOperation} op */
      const happy = async (op) => {
        const examples = requestExamples(op);
        for (const [index, declared] of examples.entries()) {
          let example = await withUploadedUrls({ backend, operations, token: tokens[declared.user] }, declared);
          const first = index === 0;
          // A correction with a credit note needs an invoice past its cancellation deadline: the backend's own when it has one.
          const reissuing = op.id === 'reissueInvoiceWithCreditNote' ? String(parameterExample(pathParameter(op, 'uuid'))) : null;
          if (reissuing) {
            const target = await reissueTarget(ctx, { user: example.user, uuid: reissuing, today: shift.today });
            if (target && 'skip' in target) {
              const label = example.name ? `éxito con el ejemplo «${example.name}»` : 'éxito con los datos de ejemplo';
              entryOf(op).happy.push(skipped({ kind: 'exito', label, expected: op.successStatuses }, target.skip));
              continue;
            }
            if (target) example = { ...example, pathParameters: { ...example.pathParameters, uuid: target.uuid } };
          }
          // A package is read by the id its creation answered: the backend's own, asked for first.
          if (op.id === 'getInvoicePackage') {
            const packageId = await ownInvoicePackageId(ctx, { user: example.user, today: shift.today });
            if (packageId) example = { ...example, pathParameters: { ...example.pathParameters, packageId } };
          }
          const isPay = op.id === 'payQuotation' && first && !happyOnly;
          const before = isPay ? await paymentsBefore(ctx, example.user) : null;
          const secondSession =
            op.id === 'changePassword' && !happyOnly
              ? await openSecondSession(ctx, signInOp(operations), signInExample(operations, 'employer'))
              : null;
          // Signing out ends the token it is sent with: a session of its own, not the one the run goes on with.
          const ownSession =
            op.id === 'appLogout' ? await openSecondSession(ctx, signInOp(operations), signInExample(operations, 'employer')) : null;
          const result = await verifyOperation(op, {
            ...options,
            baseUrl: proxy.url,
            directUrl: backend,
            token: ownSession ?? tokens[example.user],
            backendAnswerOf: recorder.answerOf,
            example: examples.length > 1 || example.name || example.pathParameters ? example : null,
          });
          const entry = entryOf(op);
          if (first) entry.status = result.status;
          entry.happy.push(result.check);
          // The sign-in's examples give each user's token (unless given).
          if (op.isPublic && example.name && example.name in tokens) {
            const user = /** @type {import('./contract-rules.mjs').ExampleUser} */ (example.name);
            const signedIn = result.check.violations.length === 0 ? tokenFrom(result) : null;
            tokens[user] ??= signedIn;
            if (!signedIn && result.status === 401 && user === 'employer')
              notes.push(
                'El inicio de sesión de ejemplo del empleador respondió 401: una corrida anterior pudo cambiar su contraseña (POST /users/me/password la cambia) o su correo. Vuelve a sembrar la base con lo que lista `npm run contract:verify -- --plan` y corre de nuevo.',
              );
          }
          // The example's request as the backend itself gets it, without a session.
          const directRequest = () =>
            buildRequest(op, { baseUrl: backend.replace(/\/+$/, ''), token: null, shiftDays: shift.days, example, appOrigin });
          if (isPay) {
            const request = directRequest();
            await checkIdempotency(ctx, op, {
              url: request.url,
              headers: result.headers,
              body: typeof request.body === 'string' ? request.body : undefined,
              status: result.status,
              answer: result.body,
              user: example.user,
              before,
            });
          }
          if (op.id === 'requestInvoice' && !happyOnly) {
            const requested = invoiceExample(op, example);
            await checkInvoiceRequested(ctx, op, { ...requested, status: result.status, answer: result.body });
          }
          if (op.id === 'replaceInvoice' && first && !happyOnly) {
            const uuid = String(example.pathParameters?.uuid ?? parameterExample(pathParameter(op, 'uuid')));
            await checkInvoiceNotReplaceable(ctx, op, { uuid, user: example.user, body: example.value, status: result.status });
          }
          if (reissuing && first && !happyOnly) {
            const uuid = String(example.pathParameters?.uuid ?? reissuing);
            await checkReissued(ctx, op, { uuid, user: example.user, body: example.value, status: result.status, answer: result.body });
          }
          // Deciding on a quotation: never twice, and the reason or comment the outcome needs.
          if (op.id === 'decideQuotation' && first && !happyOnly) {
            const request = directRequest();
            await checkDecidedOnce(ctx, op, { url: request.url, user: example.user });
          }
          // ARCO requests: the folio and deadline, the list, a missing description, an attachment POST /files never gave.
          if (op.id === 'createArcoRequest' && first && !happyOnly) {
            await checkArcoRequestFiled(ctx, op, { user: example.user, body: example.value });
            await checkArcoAttachmentIssued(ctx, op, { user: example.user, body: example.value });
          }
          // Automatic payment: consent recorded, required, current; PATCH cannot bypass it; off records when.
          if (op.id === 'enableAutoPayment' && first && !happyOnly) await checkAutoPaymentConsent(ctx, op);
          // Employee invitations: read first (its address), accepted once, then the rules.
          if (op.id === 'getInvitation' && first && isObject(result.body) && typeof result.body.email === 'string')
            invitedEmail = result.body.email;
          if (op.id === 'acceptInvitation' && first && !happyOnly) {
            const sent = isObject(example.value) ? example.value : {};
            await checkInvitationAccepted(ctx, op, {
              status: result.status,
              token: String(sent.token ?? ''),
              password: String(sent.password ?? ''),
              email: invitedEmail,
            });
          }
          if (op.id === 'changePassword' && !happyOnly) await checkOtherSessionsEnded(ctx, op, secondSession);
          if (op.id === 'appLogout' && !happyOnly) await checkSignedOut(ctx, op, ownSession);
        }
      };
      // The public operations that come first (sign-in gives both users' tokens), then the refusals
      // and the rules that change nothing when kept, then the rest of the happy path in order, and
      // the rate limits last (a probe locks what it probes for a while).
      const firstPrivate = operations.findIndex((o) => !o.isPublic);
      const leading = firstPrivate === -1 ? operations : operations.slice(0, firstPrivate);
      for (const op of leading) await happy(op);
      if (!happyOnly) {
        for (const op of operations) {
          for (const check of unhappyChecks(op, operations, ajv)) {
            entryOf(op).refusals.push(await runUnhappyCheck(op, check, { ...options, backend, token: tokens.employer }));
          }
        }
        await checkRoles(ctx);
        await checkOwnership(ctx);
        await checkEmailNotPatched(ctx);
        // Notifications
        await checkNotificationPreferences(ctx);
        await checkLists(ctx);
        // Where features meet: the quotation lifecycle (automatic payment, answering) and what is owed.
        await checkQuotationLifecycle(ctx);
        await checkBalance(ctx);
        await checkStatementArithmetic(ctx);
        const requestInvoice = operations.find((candidate) => candidate.id === 'requestInvoice');
        if (requestInvoice) {
          const examples = requestExamples(requestInvoice).map((e) => invoiceExample(requestInvoice, e));
          await checkInvoiceRefusals(ctx, { examples });
          await checkSatMatrix(ctx, { examples });
        }
        const reissue = operations.find((candidate) => candidate.id === 'reissueInvoiceWithCreditNote');
        if (reissue) await checkReissueRefusals(ctx, { body: requestExamples(reissue)[0]?.value, today: shift.today });
        await checkInvoiceWindow(ctx);
        await checkCancellationWindow(ctx);
        await checkCancellationAcceptance(ctx);
        await checkCreditNotes(ctx);
        await checkInvoicePackage(ctx, { today: shift.today });
      }
      for (const op of operations.slice(leading.length)) await happy(op);
      if (!happyOnly) await checkRateLimits(ctx, { probe: rateLimitProbe });
      // Over time (--clock), last: it resets the backend's data and moves its clock forward.
      if (clock) {
        const credentials = signInExample(operations, 'employer');
        await checkOverTime(ctx, {
          signIn: () => openSecondSession(ctx, signInOp(operations), credentials),
          email: isObject(credentials) && typeof credentials.email === 'string' ? credentials.email : null,
          doc,
        });
      }
      const results = [...byOp.values()].map(({ op, status, happy: successes, refusals }) => {
        // The happy path ran for every operation: the leading public ones first, the rest after the refusals.
        const checks = [...successes, ...refusals];
        const violations = checks.flatMap((check) =>
          check.verdict === 'no cumple'
            ? check.violations.map((v) => (check.kind === 'exito' && check === successes[0] ? v.message : `${check.label}: ${v.message}`))
            : [],
        );
        return { op, status, checks, violations };
      });
      return { results, tokenSource: token ? 'given' : tokens.employer ? 'sign-in' : 'none', shift, notes };
    },
    close: async () => {
      await proxy.stop();
      await recorder.close();
    },
  };
}

/**
 * @param {{ backend: string, token?: string | null, nonEmployerToken?: string | null, port?: number | null, contract?: string,
 *   happyOnly?: boolean, today?: string, appOrigin?: string, rateLimitProbe?: number | null, clock?: boolean }} options
 */
export async function verify({
  backend,
  token,
  nonEmployerToken,
  port,
  contract = CONTRACT,
  happyOnly = false,
  today,
  appOrigin,
  rateLimitProbe,
  clock = false,
}) {
  await probeBackend(backend);
  const verifier = await openVerifier({ contract, port });
  try {
    return await verifier.run({ backend, token, nonEmployerToken, happyOnly, today, appOrigin, rateLimitProbe, clock });
  } finally {
    await verifier.close();
  }
}

// --- Output ---------------------------------------------------------------------------------

const VERDICT_LABEL = { cumple: 'cumple', 'no cumple': 'NO CUMPLE', omitida: 'omitida' };

/** @param {OperationResult[]} results */
export function formatTable(results) {
  const rows = results.flatMap((r) =>
    r.checks.map((check) => ({
      operation: `${r.op.method} ${r.op.path}`,
      check: check.label,
      expected: check.expected.join(' o ') || '200',
      got: check.got ?? '—',
      verdict: VERDICT_LABEL[check.verdict] ?? check.verdict,
      details: check.verdict === 'cumple' ? [] : check.violations.map((v) => v.message),
    })),
  );
  const head = { operation: 'Operación', check: 'Comprobación', expected: 'Esperado', got: 'Obtenido', verdict: 'Veredicto' };
  const columns = /** @type {const} */ (['operation', 'check', 'expected', 'got']);
  const width = Object.fromEntries(columns.map((c) => [c, Math.max(head[c].length, ...rows.map((row) => row[c].length))]));
  const line = (/** @type {typeof head} */ row) => `${columns.map((c) => row[c].padEnd(width[c])).join('  ')}  ${row.verdict}`;
  const lines = [line(head), columns.map((c) => '-'.repeat(width[c])).join('  ') + '  ---------'];
  let previous = null;
  for (const row of rows) {
    if (previous !== null && previous !== row.operation) lines.push('');
    previous = row.operation;
    lines.push(line(row));
    for (const detail of row.details) lines.push(`    ↳ ${detail}`);
  }
  return lines.join('\n');
}

/** @param {OperationResult[]} results */
export function summarize(results) {
  const checks = results.flatMap((r) => r.checks);
  const count = (/** @type {CheckResult['verdict']} */ verdict) => checks.filter((c) => c.verdict === verdict).length;
  const failedOps = results.filter((r) => r.checks.some((c) => c.verdict === 'no cumple')).length;
  const verb = (/** @type {number} */ n, /** @type {string} */ one, /** @type {string} */ many) => `${n} ${n === 1 ? one : many}`;
  const detail = `${checks.length} comprobaciones: ${verb(count('cumple'), 'cumple', 'cumplen')}, ${verb(count('no cumple'), 'no cumple', 'no cumplen')}${count('omitida') ? `, ${verb(count('omitida'), 'omitida', 'omitidas')}` : ''}`;
  return failedOps === 0
    ? `${results.length} operaciones cumplen el contrato (${detail}).`
    : `${failedOps} de ${results.length} operaciones no cumplen el contrato (${detail}).`;
}

/**
 * The --json shape: one entry per operation (as before: operationId, method, path, status, violations) plus its checks.
 * @param {OperationResult[]} results
 */
export function toJson(results) {
  return results.map((r) => ({
    operationId: r.op.id,
    method: r.op.method,
    path: r.op.path,
    status: r.status,
    violations: r.violations,
    checks: r.checks.map((c) => ({
      check: c.kind,
      label: c.label,
      expected: c.expected,
      got: c.got,
      verdict: c.verdict,
      violations: c.violations,
    })),
  }));
}

const describeShift = (/** @type {ReturnType<typeof exampleShift>} */ shift) =>
  shift.days === 0
    ? `las fechas de los ejemplos quedan como están (info.x-examples-as-of ${shift.asOf} es hoy)`
    : `fechas de los ejemplos movidas ${shift.days > 0 ? '+' : ''}${shift.days} ${Math.abs(shift.days) === 1 ? 'día' : 'días'}: de ${shift.asOf} (info.x-examples-as-of) a hoy, ${shift.today}`;

/** @type {Record<'cards' | 'quotations' | 'payments' | 'employees', string[]>} */
const SEED_DATES = {
  cards: ['creation_date', 'expiration'],
  quotations: ['createdAt', 'validUntil', 'cancelledAt', 'decision.decidedAt'],
  payments: ['creation_date', 'operation_date', 'refund.creation_date', 'invoice_deadline'],
  employees: ['createdAt'],
};

/**
 * The data a backend must hold for the plan's requests to succeed: the development API's seed, dates moved to today.
 * @param {Record<string, unknown>} doc @param {ReturnType<typeof exampleShift>} shift
 */
function seedLines(doc, shift) {
  // A nested date (refund.creation_date) by its dotted path.
  const at = (/** @type {unknown} */ record, /** @type {string} */ path) =>
    path.split('.').reduce((value, key) => (isObject(value) ? value[key] : undefined), record);
  const original = buildSeed({ doc, today: shift.asOf });
  const seed = buildSeed({ doc, today: shift.today });
  /** @type {string[]} */
  const lines = [];
  /** @param {SeedRecord} record @param {SeedRecord | null | undefined} before @param {string[]} fields */
  const show = (record, before, fields) =>
    fields
      .map((field) => {
        const value = field === 'expiration' ? `${record.expiration_month}/${record.expiration_year}` : at(record, field);
        const was = field === 'expiration' ? `${before?.expiration_month}/${before?.expiration_year}` : at(before, field);
        if (value === undefined || value === null) return null;
        return value === was
          ? `${field === 'expiration' ? 'vence' : field} ${value}`
          : `${field === 'expiration' ? 'vence' : field} ${value} (en el ejemplo ${was})`;
      })
      .filter(Boolean)
      .join(', ');
  seed.accounts.forEach((account, index) => {
    const before = original.accounts[index];
    lines.push(
      `  ${account.user.email} (contraseña ${account.password}; ${account.customer.isEmployer ? 'empleador' : 'no empleador'}; token de sesión de ejemplo ${account.sessionToken})`,
    );
    for (const [collection, fields] of /** @type {[keyof typeof SEED_DATES, string[]][]} */ (Object.entries(SEED_DATES))) {
      const records = account[collection];
      if (!records.length) continue;
      lines.push(`    ${collection} (${records.length}):`);
      records.forEach((record, i) => {
        // A payment's invoice as the invoice requests need it: none yet, or its status; and its credit notes.
        const invoice = isObject(record.invoice) ? `factura ${record.invoice.uuid} ${record.invoice.status ?? 'vigente'}` : 'sin factura';
        const notes = collection === 'payments' && Array.isArray(record.credit_notes) ? record.credit_notes.filter(isObject) : [];
        const invoiced = collection === 'payments' && (record.status === 'COMPLETED' || notes.length > 0) ? `; ${invoice}` : '';
        const wasNotes = Array.isArray(before[collection][i]?.credit_notes)
          ? /** @type {unknown[]} */ (before[collection][i].credit_notes)
          : [];
        const noted = notes
          .map((note, n) => {
            const was = isObject(wasNotes[n]) ? wasNotes[n].issued_at : undefined;
            const when = note.issued_at === was ? `${note.issued_at}` : `${note.issued_at} (en el ejemplo ${was})`;
            const related = isObject(note.related) ? note.related.uuid : '';
            return `; nota de crédito ${note.uuid} (${note.reason}, ${note.total}, sobre ${related}) issued_at ${when}`;
          })
          .join('');
        lines.push(
          `      ${record.id}${record.status ? ` ${record.status}` : ''}: ${show(record, before[collection][i], fields)}${invoiced}${noted}`,
        );
      });
    }
    if (account.company)
      lines.push(`    company: ${account.company.id ?? ''} ${show(account.company, before.company, ['updatedAt'])}`.trimEnd());
    for (const { token } of seed.resetTokens.filter((t) => t.userId === account.user.id))
      lines.push(`    enlace para restablecer la contraseña: token ${token}`);
    for (const { token, newEmail } of seed.emailChanges.filter((t) => t.userId === account.user.id))
      lines.push(`    cambio de correo pendiente a ${newEmail}: token ${token}`);
    for (const { token, employeeId, expiresAt } of seed.invitations.filter((t) => t.userId === account.user.id)) {
      const employee = account.employees.find((e) => e.id === employeeId);
      lines.push(
        `    invitación pendiente del empleado ${employeeId} (${String(employee?.email)}, invited): token ${token}, vence ${expiresAt}; ese correo aún no tiene cuenta`,
      );
    }
  });
  const tokens = Object.entries(seed.exampleCardTokens);
  if (tokens.length) {
    lines.push('  token_id de tarjeta de los ejemplos (Openpay o su sustituto debe aceptarlos y devolver esta tarjeta):');
    for (const [tokenId, card] of tokens)
      lines.push(
        `    ${tokenId}: ${card.brand} ${card.type} ${card.card_number}, vence ${card.expiration_month}/${card.expiration_year}, ${card.bank_name}`,
      );
  }
  return { lines, seed };
}

/**
 * The requests verify() sends, in order, and the data a backend must be seeded with to answer them with success.
 * @param {string} [contract] @param {{ today?: string, json?: boolean }} [options]
 */
export function formatPlan(contract = CONTRACT, { today, json = false } = {}) {
  const doc = loadContract(contract);
  const shift = exampleShift(doc, today);
  const ajv = createAjv();
  const operations = orderForVerification(listOperations(doc));
  const requests = operations.flatMap((op) => {
    const refusals = unhappyChecks(op, operations, ajv).map((check) => ({
      check: check.kind,
      label: check.label,
      expected: check.expected,
    }));
    const examples = requestExamples(op);
    return examples.map((example, index) => ({
      op,
      example: examples.length > 1 || example.name ? example : null,
      request: buildRequest(op, {
        baseUrl: '',
        token: op.isPublic ? null : `<token ${example.user === 'nonEmployer' ? 'del no empleador' : 'del empleador'}>`,
        shiftDays: shift.days,
        example: examples.length > 1 ? example : null,
      }),
      refusals: index === 0 ? refusals : [],
    }));
  });
  const { lines: seedText, seed } = seedLines(doc, shift);
  if (json) {
    return JSON.stringify(
      {
        shift,
        requests: requests.map(({ op, example, request, refusals }) => ({
          operationId: op.id,
          example: example?.name ?? null,
          user: example?.user ?? 'employer',
          method: op.method,
          url: request.url,
          body: typeof request.body === 'string' ? JSON.parse(request.body) : request.body ? 'multipart/form-data' : null,
          expected: op.successStatuses,
          refusals,
        })),
        seed: seed.accounts,
        password: seed.password,
        resetTokens: seed.resetTokens,
        emailChanges: seed.emailChanges,
        invitations: seed.invitations,
        exampleCardTokens: seed.exampleCardTokens,
      },
      null,
      2,
    );
  }
  const lines = [`Peticiones de éxito (${describeShift(shift)}):`];
  for (const { op, example, request, refusals } of requests) {
    const named = example?.name ? `, ejemplo «${example.name}»${example.user === 'nonEmployer' ? ' del no empleador' : ''}` : '';
    lines.push(
      `${op.method} ${request.url}  (${op.id}${named}${op.isPublic ? ', pública' : ''}) → espera ${op.successStatuses.join(' o ')}`,
    );
    if (typeof request.body === 'string') lines.push(`    cuerpo: ${request.body}`);
    else if (request.body) lines.push(`    cuerpo: multipart/form-data con un archivo (${[...request.body.keys()].join(', ')})`);
    request.problems.forEach((problem) => lines.push(`    ¡falta!: ${problem}`));
    if (refusals.length) lines.push(`    rechazos: ${refusals.map((r) => `${r.label} → ${r.expected.join(' o ')}`).join('; ')}`);
  }
  lines.push(
    '',
    `Datos que el backend debe tener antes (los ejemplos de openapi.yaml que usa la API de desarrollo; ${describeShift(shift)}):`,
    ...seedText,
  );
  return lines.join('\n');
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (args.plan) {
    console.log(formatPlan(args.contract, { today: args.today, json: args.json }));
    return;
  }
  if (args.help || !args.backend) {
    console.log(USAGE);
    process.exit(args.help ? 0 : 2);
  }
  if (!/^https?:\/\//.test(args.backend))
    throw new Error(`La URL del backend debe empezar con http:// o https:// (se recibió «${args.backend}»).\n\n${USAGE}`);
  const { results, tokenSource, shift, notes } = await verify({ ...args, backend: args.backend });
  const failed = results.filter((r) => r.checks.some((c) => c.verdict === 'no cumple'));
  if (args.json) {
    console.log(JSON.stringify(toJson(results), null, 2));
  } else {
    console.log(
      `Contrato: ${args.contract}\nBackend:  ${args.backend} (éxitos a través de Prism en modo proxy con --errors; rechazos directos)\nFechas:   ${describeShift(shift)}\n`,
    );
    console.log(formatTable(results));
    if (tokenSource === 'none')
      console.log(
        '\nAviso: sin token (ni --token, ni CONTRACT_TOKEN, ni inicio de sesión válido); las operaciones protegidas se enviaron sin él.',
      );
    for (const note of notes) console.log(`\nAviso: ${note}`);
    if (!args.clock)
      console.log('\nComportamiento en el tiempo (avisos, cargos automáticos, recordatorios): no comprobado; agrega --clock.');
    console.log(`\n${summarize(results)}`);
  }
  process.exit(failed.length === 0 ? 0 : 1);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(2);
  });
}
