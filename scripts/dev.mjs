#!/usr/bin/env node
// `npm run dev`: the app (Vite) on the development API, which keeps state, with Prism in proxy
// mode in front of it checking every request and response against openapi.yaml.
// `npm run dev:examples`: the app on Prism's mock of the contract's examples instead (stateless;
// `Prefer: example=` / `code=` choose an answer; MOCK_USER=nonEmployer picks the other user).
// Ctrl-C stops everything.
//
//   npm run dev [-- --payments 10000] [-- --quotations 24] [-- --delay 400] [-- --today 2026-11-22] [-- --shape seed]
//   [-- --app-port 5173] [-- --port 4010] [-- --api-port 4011]   (the tests run it on free ports)
import { spawn } from 'node:child_process';
import { startContractGateway } from './contract-gateway.mjs';
import { freePort, waitForPort } from './ports.mjs';
import { startPrism } from './prism.mjs';
import { parseStackArgs, startDevStack } from './dev-api/stack.mjs';

const started = performance.now();
const examplesMode = process.argv.includes('--examples');

/** Vite's port (`--app-port`, default 5173) apart from the options the stack reads. @param {string[]} argv */
function takeAppPort(argv) {
  let appPort = 5173;
  /** @type {string[]} */
  const rest = [];
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split('=');
    if (flag === '--app-port') appPort = Number(inline ?? argv[++i]);
    else if (argv[i] !== '--examples') rest.push(argv[i]);
  }
  if (!Number.isInteger(appPort) || appPort <= 0) throw new Error(`--app-port debe ser un número de puerto (recibí ${appPort}).`);
  return { appPort, rest };
}
const { appPort: APP_PORT, rest: args } = takeAppPort(process.argv.slice(2));
const bin = (/** @type {string} */ name) => new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname;
/** @type {(() => Promise<void>)[]} */
const closers = [];
let stopping = false;

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  await Promise.allSettled(closers.map((close) => close()));
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

/** @param {Record<string, string>} env */
function startVite(env) {
  const child = spawn(bin('vite'), ['--host', '127.0.0.1', '--port', String(APP_PORT), '--strictPort'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  /** @param {import('node:stream').Readable} stream @param {NodeJS.WriteStream} out */
  const relay = (stream, out) =>
    stream.on('data', (/** @type {Buffer} */ chunk) => out.write(chunk.toString().replace(/^(?=.)/gm, '[vite] ')));
  relay(child.stdout, process.stdout);
  relay(child.stderr, process.stderr);
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`[vite] terminó (código ${code}); deteniendo todo.`);
      void stop(code ?? 1);
    }
  });
  closers.push(
    () =>
      new Promise((done) => {
        // A child killed by a signal has no exit code, only a signal code: both mean it is gone.
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  );
  return child;
}

async function startExamplesMock() {
  const port = Number(process.env.MOCK_PORT ?? 4010);
  const prism = await startPrism({ port: await freePort() });
  closers.push(prism.stop);
  const gateway = await startContractGateway({ port, upstream: prism.url, explain: true });
  closers.push(gateway.close);
  return gateway.url;
}

try {
  let apiUrl;
  let summary;
  if (examplesMode) {
    apiUrl = await startExamplesMock();
    const mockUser = process.env.MOCK_USER ?? 'employer';
    const vite = startVite({ VITE_API_BASE_URL: apiUrl, VITE_MOCK_USER: mockUser });
    await waitForPort(APP_PORT, { child: vite, name: 'Vite' });
    summary = [
      `Cotiza en http://127.0.0.1:${APP_PORT}  ·  ejemplos de openapi.yaml (Prism, sin estado) en ${apiUrl}  ·  usuario de ejemplo: ${mockUser}`,
      'Cualquier correo y contraseña inician sesión. Pide otra respuesta con los encabezados Prefer: example=<nombre> o Prefer: code=<estado>.',
    ];
  } else {
    const options = parseStackArgs(args);
    const stack = await startDevStack({ ...options, appOrigin: `http://127.0.0.1:${APP_PORT}` });
    closers.push(stack.close);
    apiUrl = stack.url;
    const vite = startVite({ VITE_API_BASE_URL: apiUrl, VITE_MOCK_USER: '' });
    await waitForPort(APP_PORT, { child: vite, name: 'Vite' });
    const { seed } = stack.api;
    summary = [
      `Cotiza en http://127.0.0.1:${APP_PORT}  ·  API de desarrollo en ${stack.apiUrl}, con Prism (--errors) delante en ${apiUrl}`,
      `Inicia sesión con la contraseña ${seed.password} y uno de estos correos:`,
      ...seed.accounts.map(
        (a) => `  ${a.kind === 'employer' ? 'empleador   ' : 'no empleador'}  ${a.user.email}  (${a.user.firstName} ${a.user.lastName})`,
      ),
      `Los cambios duran hasta que detengas el servidor. Para volver a los datos de ejemplo: curl -X POST ${stack.apiUrl}/__dev/reset`,
      `Correos enviados (enlaces para restablecer la contraseña, invitaciones): ${stack.apiUrl}/__dev/outbox`,
      ...(options.payments > 0 ? [`Historial con ${options.payments.toLocaleString('es-MX')} pagos adicionales.`] : []),
      ...(options.quotations > 0 ? [`Inicio con ${options.quotations.toLocaleString('es-MX')} cotizaciones pendientes adicionales.`] : []),
      ...(options.shape === 'seed'
        ? [
            'Respuestas con la forma de la especificación (--shape seed): ids numéricos, el token en el usuario, { token } al iniciar sesión.',
          ]
        : []),
    ];
  }
  console.log(`\n${summary.join('\n')}\nListo en ${((performance.now() - started) / 1000).toFixed(1)} s. Ctrl-C detiene todo.\n`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  await stop(1);
}
