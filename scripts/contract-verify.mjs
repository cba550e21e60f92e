#!/usr/bin/env node
// Checks a running backend against openapi.yaml, for backend developers:
//   npm run contract:verify -- http://127.0.0.1:3000 [--token <bearer token>] [--port <proxy port>] [--json]
// Prism runs in proxy mode with --errors in front of the backend; one request per operation of
// the contract is sent through it, built from the contract's own examples (path and query
// parameters, JSON bodies; a small file for multipart forms). Each answer must be the
// operation's success status and match its schema. Prints a table (operation, status,
// violations) and exits 1 on any violation. The token: --token, or CONTRACT_TOKEN, or else the
// one answered by the contract's sign-in operation called with its example credentials.
import { existsSync, readFileSync } from 'node:fs';
import { request as httpRequest, createServer as createHttpServer } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { join, resolve } from 'node:path';
import { CONTRACT, ROOT, firstExample, listOperations, loadContract, parameterExample } from './openapi-contract.mjs';
import { freePort, isPortFree } from './ports.mjs';
import { startPrism } from './prism.mjs';

const USAGE = `Uso: npm run contract:verify -- <URL base del backend> [--token <token>] [--port <puerto del proxy>] [--json]

  <URL base del backend>  p. ej. http://127.0.0.1:3000 (el backend ya debe estar corriendo)
  --token <token>         token Bearer para las operaciones protegidas (o la variable CONTRACT_TOKEN);
                          sin él se usa el token que responde el inicio de sesión con las credenciales de ejemplo
  --port <puerto>         puerto local del proxy de Prism (por omisión, uno libre)
  --json                  imprime el resultado como JSON en lugar de la tabla
  --plan                  solo lista las peticiones que se enviarían (qué datos de ejemplo debe tener el backend); no necesita backend`;

export function parseArgs(argv) {
  const args = { backend: null, token: process.env.CONTRACT_TOKEN || null, port: null, json: false, contract: CONTRACT };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--token') args.token = argv[++i];
    else if (arg === '--port') args.port = Number(argv[++i]);
    else if (arg === '--json') args.json = true;
    else if (arg === '--plan') args.plan = true;
    else if (arg === '--contract') args.contract = resolve(argv[++i]);
    else if (arg === '--help' || arg === '-h') args.help = true;
    else if (!arg.startsWith('--') && !args.backend) args.backend = arg;
    else throw new Error(`Argumento desconocido: ${arg}\n\n${USAGE}`);
  }
  return args;
}

/** Starts `prism proxy <contract> <backend> --errors` and resolves once it listens. */
export async function startPrismProxy({ contract, backend, port }) {
  // Otherwise the readiness check could connect to whatever already listens there.
  if (!(await isPortFree(port))) throw new Error(`El puerto ${port} ya está en uso; elige otro con --port.`);
  return startPrism({ contract, upstream: backend, port });
}

/**
 * A pass-through between Prism and the backend that notes the backend's own status: with
 * --errors Prism answers 500 for a broken answer, and the table shows what the backend said.
 */
export async function startStatusRecorder(backend) {
  const target = new URL(backend);
  const basePath = target.pathname.replace(/\/+$/, '');
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const statuses = new Map();
  const server = createHttpServer((req, res) => {
    const id = req.headers['x-contract-verify-id'];
    const upstream = send(
      { protocol: target.protocol, hostname: target.hostname, port: target.port, method: req.method, path: `${basePath}${req.url}`, headers: { ...req.headers, host: target.host } },
      (answer) => {
        if (id) statuses.set(String(id), answer.statusCode);
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      if (id) statuses.set(String(id), `sin respuesta (${error.code ?? error.message})`);
      res.writeHead(502, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ message: `El backend no respondió: ${error.message}` }));
    });
    req.pipe(upstream);
  });
  const port = await freePort();
  await new Promise((done) => server.listen(port, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${port}`,
    statusOf: (id) => statuses.get(id),
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

// --- Requests built from the contract's examples -------------------------------------------

const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const CSV_FALLBACK = 'nombre,apellidos,correo,telefono,puesto,rfc,curp\nAna Sofía,Martínez López,ana.martinez@constructoradelbajio.mx,4771234567,Residente de obra,,\n';

/** The file sent in a multipart form: a CSV when the operation is about CSV files, else a small PNG. */
function exampleFile(op) {
  const text = `${op.operation.summary ?? ''} ${op.operation.description ?? ''}`.toLowerCase();
  if (text.includes('csv')) {
    const template = join(ROOT, 'public/plantilla-empleados.csv');
    const content = existsSync(template) ? readFileSync(template) : Buffer.from(CSV_FALLBACK);
    return { content, type: 'text/csv', name: 'a1B2c3_empleados.csv' };
  }
  return { content: PNG_1X1, type: 'image/png', name: 'a1B2c3_foto_perfil.png' };
}

export function buildRequest(op, { baseUrl, token }) {
  const problems = [];
  let path = op.path;
  const query = new URLSearchParams();
  const headers = { Accept: 'application/json' };
  for (const parameter of op.parameters) {
    const value = parameterExample(parameter);
    if (value === undefined) {
      if (parameter.required) problems.push(`el parámetro obligatorio «${parameter.name}» (${parameter.in}) no tiene ejemplo en el contrato`);
      continue;
    }
    const text = parameter.content ? JSON.stringify(value) : typeof value === 'object' ? JSON.stringify(value) : String(value);
    if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, encodeURIComponent(text));
    else if (parameter.in === 'query') query.set(parameter.name, text);
    else if (parameter.in === 'header') headers[parameter.name] = text;
  }
  if (!op.isPublic && token) headers.Authorization = `Bearer ${token}`;

  let body;
  const content = op.operation.requestBody?.content ?? {};
  if (content['application/json']) {
    const example = firstExample(content['application/json']);
    if (example === undefined) problems.push('el cuerpo JSON no tiene ejemplo en el contrato');
    else {
      body = JSON.stringify(example);
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

// --- Reading Prism's verdict --------------------------------------------------------------

const PRISM_ERROR = /stoplight\.io\/prism\/errors#(\w+)/;

function describeViolation(violation) {
  const where = (violation.location ?? []).join('.');
  return `${violation.message}${where ? ` [${where}]` : ''}`;
}

async function readAnswer(response) {
  const text = await response.text();
  try {
    return { text, json: text ? JSON.parse(text) : null };
  } catch {
    return { text, json: null };
  }
}

/** Sends one operation's request through the proxy and lists what breaks the contract. */
export async function verifyOperation(op, { baseUrl, token, backendStatusOf = () => undefined }) {
  const request = buildRequest(op, { baseUrl, token });
  const requestId = `${op.id}-${Date.now()}`;
  request.headers['X-Contract-Verify-Id'] = requestId;
  const violations = [...request.problems.map((problem) => `Contrato incompleto: ${problem}`)];
  let response;
  try {
    response = await fetch(request.url, { method: request.method, headers: request.headers, body: request.body, signal: AbortSignal.timeout(20_000) });
  } catch (error) {
    return { op, status: null, violations: [...violations, `Sin respuesta: ${error.cause?.message ?? error.message}`], body: null };
  }
  const answer = await readAnswer(response);
  // What the backend answered (Prism replaces a broken answer with its own 500); null = never reached it.
  const backendStatus = backendStatusOf(requestId) ?? null;
  const prismError = answer.json && typeof answer.json.type === 'string' ? PRISM_ERROR.exec(answer.json.type)?.[1] : null;
  const headerViolations = (() => {
    try {
      return JSON.parse(response.headers.get('sl-violations') ?? '[]');
    } catch {
      return [];
    }
  })();

  if (backendStatus === null && prismError) {
    // The request never reached the backend: the verifier's own request was refused by the contract.
    const details = (answer.json.validation ?? []).map(describeViolation).join('; ');
    violations.push(`Prism rechazó la petición (${answer.json.title}${details ? `: ${details}` : ''})`);
  } else {
    if (prismError === 'VIOLATIONS') violations.push(...(answer.json.validation ?? []).map(describeViolation));
    else violations.push(...headerViolations.map(describeViolation));
    const status = typeof backendStatus === 'number' ? backendStatus : response.status;
    if (!op.successStatuses.includes(status)) {
      const message = !prismError && answer.json && typeof answer.json.message === 'string' ? `: «${answer.json.message}»` : '';
      const declared = Object.keys(op.operation.responses ?? {}).includes(String(status));
      violations.push(
        `Se esperaba ${op.successStatuses.join(' o ') || 200} con los datos de ejemplo y respondió ${status} (${declared ? 'declarado' : 'no declarado'} en el contrato)${message}`,
      );
    }
  }
  const status = backendStatus ?? (prismError ? `${response.status} de Prism` : response.status);
  return { op, status, violations: [...new Set(violations)], body: prismError ? null : answer.json };
}

/** Public operations first (sign-in can supply the token), deletions last (they remove seeded data). */
export function orderForVerification(operations) {
  const rank = (op) => (op.isPublic ? 0 : op.method === 'DELETE' ? 2 : 1);
  return [...operations].sort((a, b) => rank(a) - rank(b));
}

function tokenFrom(result) {
  const token = result.body && typeof result.body === 'object' ? result.body.token : null;
  return typeof token === 'string' && token ? token : null;
}

export async function verify({ backend, token, port, contract = CONTRACT }) {
  const operations = orderForVerification(listOperations(loadContract(contract)));
  const recorder = await startStatusRecorder(backend);
  const results = [];
  let bearer = token;
  let proxy;
  try {
    proxy = await startPrismProxy({ contract, backend: recorder.url, port: port ?? (await freePort()) });
    for (const op of operations) {
      const result = await verifyOperation(op, { baseUrl: proxy.url, token: bearer, backendStatusOf: recorder.statusOf });
      results.push(result);
      if (!bearer && op.isPublic && result.violations.length === 0) bearer = tokenFrom(result);
    }
  } finally {
    await proxy?.stop();
    await recorder.close();
  }
  return { results, tokenSource: token ? 'given' : bearer ? 'sign-in' : 'none' };
}

export function formatTable(results) {
  const rows = results.map((r) => ({
    operation: `${r.op.method} ${r.op.path} (${r.op.id})`,
    status: r.status === null ? '—' : String(r.status),
    violations: r.violations.length ? r.violations : ['ninguna'],
  }));
  const width = Math.max(...rows.map((r) => r.operation.length), 'Operación'.length);
  const statusWidth = Math.max(...rows.map((r) => r.status.length), 'Estado'.length);
  const lines = [
    `${'Operación'.padEnd(width)}  ${'Estado'.padEnd(statusWidth)}  Violaciones`,
    `${'-'.repeat(width)}  ${'-'.repeat(statusWidth)}  -----------`,
  ];
  for (const row of rows) {
    row.violations.forEach((violation, index) => {
      const left = index === 0 ? `${row.operation.padEnd(width)}  ${row.status.padEnd(statusWidth)}` : ' '.repeat(width + 2 + statusWidth);
      lines.push(`${left}  ${violation}`);
    });
  }
  return lines.join('\n');
}

/** The requests verify() sends, in order: what a backend must be seeded with to answer them with success. */
export function formatPlan(contract = CONTRACT) {
  const lines = [];
  for (const op of orderForVerification(listOperations(loadContract(contract)))) {
    const request = buildRequest(op, { baseUrl: '', token: op.isPublic ? null : '<token>' });
    lines.push(`${op.method} ${request.url}  (${op.id}${op.isPublic ? ', pública' : ''}) → espera ${op.successStatuses.join(' o ')}`);
    if (typeof request.body === 'string') lines.push(`    cuerpo: ${request.body}`);
    else if (request.body) lines.push(`    cuerpo: multipart/form-data con un archivo (${[...request.body.keys()].join(', ')})`);
    request.problems.forEach((problem) => lines.push(`    ¡falta!: ${problem}`));
  }
  return lines.join('\n');
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (args.plan) {
    console.log(formatPlan(args.contract));
    return;
  }
  if (args.help || !args.backend) {
    console.log(USAGE);
    process.exit(args.help ? 0 : 2);
  }
  if (!/^https?:\/\//.test(args.backend)) throw new Error(`La URL del backend debe empezar con http:// o https:// (se recibió «${args.backend}»).\n\n${USAGE}`);
  const { results, tokenSource } = await verify(args);
  const failed = results.filter((r) => r.violations.length > 0);
  if (args.json) {
    console.log(
      JSON.stringify(
        results.map((r) => ({ operationId: r.op.id, method: r.op.method, path: r.op.path, status: r.status, violations: r.violations })),
        null,
        2,
      ),
    );
  } else {
    console.log(`Contrato: ${args.contract}\nBackend:  ${args.backend} (a través de Prism en modo proxy con --errors)\n`);
    console.log(formatTable(results));
    if (tokenSource === 'none') console.log('\nAviso: sin token (ni --token, ni CONTRACT_TOKEN, ni inicio de sesión válido); las operaciones protegidas se enviaron sin él.');
    console.log(
      failed.length === 0
        ? `\n${results.length} operaciones cumplen el contrato.`
        : `\n${failed.length} de ${results.length} operaciones no cumplen el contrato.`,
    );
  }
  process.exit(failed.length === 0 ? 0 : 1);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(2);
  });
}
