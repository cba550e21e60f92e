#!/usr/bin/env node
// The development API behind Prism: the app talks to a gateway on `port`, which relays to
// `prism proxy openapi.yaml <dev API> --errors`, which relays to the development API. Every
// request and response is checked against the contract on the way; a violation is printed and
// reaches the app as an error whose message says what broke. Uploads (multipart forms) are the
// exception: Prism's proxy corrupts their bytes, so the gateway sends them to the API itself and
// checks the API's answer against the contract on its own.
//
//   node scripts/dev-api/stack.mjs [--port 4010] [--api-port 4011] [--app-origin http://127.0.0.1:5173] [--log calls.jsonl]
//     [dev API options: --payments, --quotations, --today, --delay]
// --app-origin is where the app runs: its links in e-mails, and the only place 3-D Secure may send
// a customer back to (the e2e suite serves the app on another port than `npm run dev`).
// --log writes one JSON line per call (method, path, status, Prism's verdict), as the e2e suite's
// contract coverage reads them.
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { startContractGateway, explainPrismError } from '../contract-gateway.mjs';
import { freePort } from '../ports.mjs';
import { startPrism } from '../prism.mjs';
import { runUntilStopped } from './cli.mjs';
import { parseDevApiArgs, startDevApi } from './server.mjs';

const RED = (/** @type {string} */ text) => (process.stdout.isTTY ? `\u001b[31m${text}\u001b[0m` : text);

/**
 * @typedef {Omit<import('./server.mjs').DevApiOptions, 'port' | 'log'> & {
 *   port?: number,
 *   apiPort?: number,
 *   prismPort?: number,
 *   log?: (line: string) => void,
 *   apiLog?: (line: string) => void,
 *   onCall?: (call: import('../contract-gateway.mjs').GatewayCall) => void,
 * }} DevStackOptions
 */

/** @param {DevStackOptions} [options] */
export async function startDevStack({
  port = 4010,
  apiPort = 4011,
  prismPort,
  log = console.log,
  apiLog,
  onCall = () => {},
  ...apiOptions
} = {}) {
  // Prism needs no backend to start: both start at once (so the API's port must be known).
  const [apiStarted, prismStarted] = await Promise.allSettled([
    startDevApi({ port: apiPort, log: apiLog ?? ((line) => log(`[api] ${line}`)), ...apiOptions }),
    (async () =>
      startPrism({
        port: prismPort ?? (await freePort()),
        upstream: `http://127.0.0.1:${apiPort}`,
        onOutput: (line) => {
          // Prism logs every request: only its warnings and errors are news, and its own refusals
          // are printed by the gateway below, in words.
          if (/✖|⚠|error|warning/i.test(line) && !/Request terminated with error/.test(line)) log(`[prism] ${line.trim()}`);
        },
      }))(),
  ]);
  if (apiStarted.status === 'rejected' || prismStarted.status === 'rejected') {
    await Promise.all([
      apiStarted.status === 'fulfilled' ? apiStarted.value.close() : null,
      prismStarted.status === 'fulfilled' ? prismStarted.value.stop() : null,
    ]);
    const [failed] = [apiStarted, prismStarted].filter((result) => result.status === 'rejected');
    throw failed.reason;
  }
  const api = apiStarted.value;
  const prism = prismStarted.value;
  const gateway = await startContractGateway({
    port,
    upstream: prism.url,
    explain: true,
    direct: { url: api.url, contract: apiOptions.contract },
    onCall: (call) => {
      onCall(call);
      if (call.prismError) log(RED(`[contrato] ${call.method} ${call.path} → ${call.status}: ${explainPrismError(call.prismError)}`));
    },
  });
  return {
    url: gateway.url,
    apiUrl: api.url,
    api,
    close: async () => {
      await gateway.close();
      await prism.stop();
      await api.close();
    },
  };
}

/** @param {string | undefined} value */
function originOf(value) {
  try {
    return new URL(String(value)).origin;
  } catch {
    throw new Error(`--app-origin debe ser una dirección como http://127.0.0.1:5173 (recibí ${value}).`);
  }
}

/** @param {string[]} argv @param {Record<string, string | undefined>} [env] */
export function parseStackArgs(argv, env = process.env) {
  const rest = [];
  /** @type {{ port: number, apiPort: number, callLog?: string, appOrigin?: string }} */
  const options = { port: Number(env.DEV_STACK_PORT ?? 4010), apiPort: Number(env.DEV_API_PORT ?? 4011) };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split('=');
    if (flag === '--port') options.port = Number(inline ?? argv[++i]);
    else if (flag === '--api-port') options.apiPort = Number(inline ?? argv[++i]);
    else if (flag === '--log') options.callLog = resolve(inline ?? argv[++i]);
    else if (flag === '--app-origin') options.appOrigin = originOf(inline ?? argv[++i]);
    else rest.push(argv[i]);
  }
  const { port: _ignored, ...apiOptions } = parseDevApiArgs(rest, { ...env, DEV_API_PORT: undefined });
  return { ...options, ...apiOptions };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  await runUntilStopped(async () => {
    const { callLog, ...options } = parseStackArgs(process.argv.slice(2));
    if (callLog) {
      mkdirSync(dirname(callLog), { recursive: true });
      writeFileSync(callLog, '');
    }
    // Synchronous writes, so that a killed server never loses a line.
    const onCall = callLog
      ? (/** @type {import('../contract-gateway.mjs').GatewayCall} */ call) => appendFileSync(callLog, `${JSON.stringify(call)}\n`)
      : undefined;
    const stack = await startDevStack({ ...options, onCall });
    console.log(`API de desarrollo en ${stack.apiUrl}, con Prism (--errors) delante en ${stack.url}`);
    return stack;
  });
}
