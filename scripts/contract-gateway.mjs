// A pass-through in front of Prism (mock or proxy, always with --errors). It notes every call
// (method, path, status, Prism's verdict) for whoever asks, and, with `explain`, gives Prism's
// own error answers a Spanish `message`: the app shows a server's `message` as it is, so a
// request or response that breaks openapi.yaml reads as what it is instead of "Error 500".
//
// With `direct`, multipart forms (uploads) skip Prism: its proxy re-encodes them as UTF-8 text,
// so every byte >= 0x80 of a file reaches the API as EF BF BD. The gateway sends them to the API
// untouched and judges the API's answer against the contract itself, as Prism's --errors would.
import { createServer, request } from 'node:http';
import { createAjv, translatePrismViolation } from './contract-checks.mjs';
import { CONTRACT, listOperations, loadContract, operationMatcher } from './openapi-contract.mjs';

const PRISM_ERROR = /stoplight\.io\/prism\/errors#(\w+)/;
const JSON_MEDIA_TYPE = /^application\/([\w.+-]*\+)?json$/i;
// Prism's own words for this verdict, so tools that read Prism's problems read these the same way.
const VIOLATIONS_TYPE = 'https://stoplight.io/prism/errors#VIOLATIONS';
const VIOLATIONS_TITLE = 'Request/Response not valid';

/** @typedef {{ message: string, severity?: string }} Violation */
/** @typedef {{ code: string, title: string, validation: Violation[] }} PrismError */
/**
 * Where multipart requests go instead of Prism: the API's base URL, and the contract that judges
 * its answers (the repository's openapi.yaml by default).
 * @typedef {{ url: string, contract?: string }} DirectOptions
 */
/**
 * One call through the gateway.
 * @typedef {{ method: string | undefined, path: string, status: number | undefined, prefer: string | string[] | null, prismError: PrismError | null }} GatewayCall
 */

/** @param {Violation[]} [validation] */
function describeViolations(validation = []) {
  const lines = validation.filter((v) => v.severity === 'Error' || v.severity === undefined).map((v) => v.message);
  const shown = lines.slice(0, 3).join('; ');
  return lines.length > 3 ? `${shown}; y ${lines.length - 3} más` : shown;
}

/** Prism's verdict on a call, when its answer is one of Prism's own errors. */
/**
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @param {Buffer} body
 * @returns {(PrismError & { problem: Record<string, unknown> }) | null}
 */
function readPrismError(headers, body) {
  if (!String(headers['content-type'] ?? '').includes('problem+json')) return null;
  try {
    const problem = JSON.parse(body.toString('utf8'));
    const code = PRISM_ERROR.exec(problem.type ?? '')?.[1];
    return code ? { code, title: problem.title, validation: problem.validation ?? [], problem } : null;
  } catch {
    return null;
  }
}

/** What a developer reads in the app and in the terminal for each of Prism's errors. */
/** @param {PrismError} prismError */
export function explainPrismError({ code, title, validation }) {
  const details = describeViolations(validation);
  switch (code) {
    case 'VIOLATIONS':
      return `La respuesta de la API no cumple openapi.yaml: ${details || title}.`;
    case 'UNPROCESSABLE_ENTITY':
      return `La petición no cumple openapi.yaml: ${details || title}.`;
    case 'UNAUTHORIZED':
      return 'La petición no lleva el token de sesión que pide openapi.yaml.';
    case 'NO_PATH_MATCHED_ERROR':
    case 'NO_METHOD_MATCHED_ERROR':
      return 'Esa ruta no está en openapi.yaml.';
    default:
      return `Prism: ${title}${details ? ` (${details})` : ''}.`;
  }
}

/**
 * What Prism's proxy checks in an answer, for the calls that do not go through it: a declared
 * status, the declared JSON media type, a body its schema accepts. The verdicts are in Spanish.
 * @param {string} contract
 */
function createAnswerJudge(contract) {
  const match = operationMatcher(listOperations(loadContract(contract)));
  const ajv = createAjv();
  /** @type {Map<string, import('ajv/dist/2020.js').ValidateFunction>} */
  const validators = new Map();

  /** @param {import('ajv/dist/2020.js').ErrorObject} error */
  const describeSchemaError = (error) => {
    // Worded as Prism words it, so its Spanish translation applies.
    const raw = `Response body${error.instancePath ? ` property ${error.instancePath.slice(1).replace(/\//g, '.')}` : ''} ${error.message ?? ''}`;
    const { message } = translatePrismViolation({ message: raw });
    const extra = error.keyword === 'additionalProperties' ? ` («${error.params.additionalProperty}»)` : '';
    // The message already opens with "La respuesta de la API…": the translation's "respuesta:" would repeat it.
    const said = message.startsWith('Prism informa') ? `el cuerpo no cumple el contrato («${raw}»)` : message.replace(/^respuesta: /, '');
    return `${said}${extra}`;
  };

  return {
    /**
     * The contract's operation for a multipart request, when the contract takes a multipart form there.
     * @param {string | undefined} method @param {string} pathname
     */
    multipartOperation(method, pathname) {
      const op = match(method ?? 'GET', pathname);
      return op?.operation.requestBody?.content?.['multipart/form-data'] ? op : null;
    },
    /**
     * What in the answer breaks the contract, in Spanish; empty when nothing does.
     * @param {import('./openapi-contract.mjs').ContractOperation} op
     * @param {number} status @param {string | undefined} contentType @param {Buffer} body
     * @returns {string[]}
     */
    judge(op, status, contentType, body) {
      const responses = op.operation.responses ?? {};
      const response = responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
      if (!response) {
        return [`el contrato no declara el estado ${status} para ${op.method} ${op.path} (declara ${Object.keys(responses).join(', ')})`];
      }
      const jsonType = Object.keys(response.content ?? {}).find((type) => JSON_MEDIA_TYPE.test(type));
      if (!jsonType) return [];
      if (body.length === 0) return [`el estado ${status} no trae cuerpo y el contrato declara ${jsonType}`];
      const mediaType = String(contentType ?? '')
        .split(';')[0]
        .trim();
      if (!JSON_MEDIA_TYPE.test(mediaType)) return [`el Content-Type es «${contentType ?? 'ninguno'}» y el contrato declara ${jsonType}`];
      /** @type {unknown} */
      let json;
      try {
        json = JSON.parse(body.toString('utf8'));
      } catch {
        return ['el cuerpo no es JSON'];
      }
      const key = `${op.id} ${status}`;
      let validate = validators.get(key);
      if (!validate) {
        validate = ajv.compile(response.content?.[jsonType]?.schema ?? {});
        validators.set(key, validate);
      }
      if (validate(json)) return [];
      // anyOf [X, null] reports each branch; the `type: null` branch explains nothing.
      const errors = (validate.errors ?? []).filter((error) => !(error.keyword === 'type' && error.params?.type === 'null'));
      return [...new Set(errors.map(describeSchemaError))];
    },
  };
}

/**
 * Answers 502 when the next hop is unreachable (unless an answer has already started).
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res @param {string} message
 */
function answerUnreachable(req, res, message) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(502, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': req.headers.origin ?? '*' });
  res.end(JSON.stringify({ message }));
}

/**
 * Listens on `port` and relays to Prism at `upstream` (http://host:port). With `direct`, a
 * `multipart/form-data` request to an operation that takes one goes straight to the API at
 * `direct.url` (bytes untouched) and its answer is judged here: one outside the contract becomes
 * the 500 Prism's --errors would give. `onCall` receives one record per call:
 * { method, path, status, prefer, prismError }.
 * @param {{ port: number, host?: string, upstream: string, explain?: boolean, direct?: DirectOptions | null,
 *   onCall?: (call: GatewayCall) => void }} options
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export function startContractGateway({ port, host = '127.0.0.1', upstream, explain = false, direct = null, onCall = () => {} }) {
  const target = new URL(upstream);
  const api = direct ? new URL(direct.url) : null;
  const judge = direct ? createAnswerJudge(direct.contract ?? CONTRACT) : null;

  /**
   * Sends the request to the API as it came and relays the answer, or Prism's kind of 500 when it breaks the contract.
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
   * @param {URL} apiUrl @param {NonNullable<typeof judge>} answerJudge
   * @param {import('./openapi-contract.mjs').ContractOperation} op @param {string} pathname
   */
  const relayToApi = (req, res, apiUrl, answerJudge, op, pathname) => {
    let answered = false;
    const forward = request(
      { host: apiUrl.hostname, port: apiUrl.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        answered = true;
        /** @type {Buffer[]} */
        const chunks = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        // An answer cut short (the API stopped mid-body) ends in 'close' without 'end'.
        answer.on('error', () => {});
        answer.on('close', () => {
          if (!answer.complete) answerUnreachable(req, res, 'La API cortó su respuesta.');
        });
        answer.on('end', () => {
          let body = Buffer.concat(chunks);
          let status = answer.statusCode ?? 502;
          /** @type {import('node:http').OutgoingHttpHeaders} */
          let headers = { ...answer.headers };
          const problems = answerJudge.judge(op, status, answer.headers['content-type'], body);
          /** @type {PrismError | null} */
          const prismError = problems.length
            ? { code: 'VIOLATIONS', title: VIOLATIONS_TITLE, validation: problems.map((message) => ({ message, severity: 'Error' })) }
            : null;
          if (prismError) {
            status = 500;
            body = Buffer.from(
              JSON.stringify({
                type: VIOLATIONS_TYPE,
                title: VIOLATIONS_TITLE,
                status,
                detail: 'La pasarela de contrato validó esta respuesta de la API (los formularios multipart no pasan por Prism).',
                validation: prismError.validation,
                message: explainPrismError(prismError),
              }),
            );
            headers = { 'content-type': 'application/problem+json; charset=utf-8', vary: 'Origin' };
          }
          // The body is relayed whole: its length is known, whatever framing the API used.
          delete headers['transfer-encoding'];
          headers['content-length'] = String(body.length);
          headers['access-control-allow-origin'] ??= req.headers.origin ?? '*';
          onCall({ method: req.method, path: pathname, status, prefer: req.headers.prefer ?? null, prismError });
          res.writeHead(status, headers);
          res.end(body);
        });
      },
    );
    // Once the answer has begun, its own events decide (a late EPIPE on the body does not).
    forward.on('error', (error) => {
      if (!answered) answerUnreachable(req, res, `La API no respondió: ${error.message}`);
    });
    // Sent in one write once whole: the API answers a body over its limit early and closes, and a
    // relay still writing chunks then fails (EPIPE) before reading that answer.
    /** @type {Buffer[]} */
    const sent = [];
    req.on('data', (chunk) => sent.push(chunk));
    req.on('end', () => forward.end(Buffer.concat(sent)));
    req.on('close', () => {
      if (!req.complete) forward.destroy();
    });
  };

  const server = createServer((req, res) => {
    if (api && judge && /^multipart\/form-data\b/i.test(String(req.headers['content-type'] ?? ''))) {
      const { pathname } = new URL(req.url ?? '/', 'http://gateway.invalid');
      const op = judge.multipartOperation(req.method, pathname);
      if (op) return relayToApi(req, res, api, judge, op, pathname);
    }
    const forward = request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        /** @type {Buffer[]} */
        const chunks = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('end', () => {
          let body = Buffer.concat(chunks);
          const headers = { ...answer.headers };
          const prismError = readPrismError(headers, body);
          const url = new URL(req.url ?? '/', 'http://gateway.invalid');
          onCall({
            method: req.method,
            path: url.pathname,
            status: answer.statusCode,
            prefer: req.headers.prefer ?? null,
            prismError: prismError && { code: prismError.code, title: prismError.title, validation: prismError.validation },
          });
          if (explain && prismError && typeof prismError.problem.message !== 'string') {
            body = Buffer.from(JSON.stringify({ ...prismError.problem, message: explainPrismError(prismError) }));
            headers['content-type'] = 'application/problem+json; charset=utf-8';
            headers['content-length'] = String(body.length);
          }
          res.writeHead(answer.statusCode ?? 502, headers);
          res.end(body);
        });
      },
    );
    forward.on('error', (error) => answerUnreachable(req, res, `Prism no respondió: ${error.message}`));
    req.pipe(forward);
    return undefined;
  });
  return new Promise((resolveStart, reject) => {
    server.once('error', reject);
    server.listen(port, host, () =>
      resolveStart({
        url: `http://${host}:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`,
        close: () =>
          new Promise(
            /** @param {(value?: void) => void} done */ (done) => {
              server.closeAllConnections();
              server.close(() => done());
            },
          ),
      }),
    );
  });
}
