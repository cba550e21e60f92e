#!/usr/bin/env node
// The end-to-end suite's API: Prism's mock of openapi.yaml with --errors (a call outside the
// contract fails), behind a small pass-through that notes every call in a JSON-lines log, so
// that the suite can report which operations of the contract no test exercised.
//   node tests/contract/recording-mock.mjs --port 4020 [--log .tmp/contract-coverage/mock-4020.jsonl]
// Playwright starts it as a webServer and kills its process group at the end (Prism included).
import { spawn } from 'node:child_process';
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { request, createServer } from 'node:http';
import { createServer as createNetServer, connect } from 'node:net';
import { dirname, join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

export function coverageLogPath(port) {
  return join(ROOT, '.tmp/contract-coverage', `mock-${port}.jsonl`);
}

function parseArgs(argv) {
  const args = { port: 4020, log: null };
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--port') args.port = Number(argv[++i]);
    else if (argv[i] === '--log') args.log = resolve(argv[++i]);
  }
  args.log ??= coverageLogPath(args.port);
  return args;
}

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

function waitForPort(port, child, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolveWait, reject) => {
    const attempt = () => {
      if (child.exitCode !== null) return reject(new Error(`Prism terminó (código ${child.exitCode}).`));
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.end();
        resolveWait();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`Prism no escuchó en el puerto ${port}.`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

const PRISM_ERROR = /stoplight\.io\/prism\/errors#(\w+)/;

async function main() {
  const { port, log } = parseArgs(process.argv.slice(2));
  mkdirSync(dirname(log), { recursive: true });
  writeFileSync(log, '');

  const prismPort = await freePort();
  const prism = spawn(join(ROOT, 'node_modules/.bin/prism'), ['mock', join(ROOT, 'openapi.yaml'), '-p', String(prismPort), '-h', '127.0.0.1', '--errors'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = () => {
    if (prism.exitCode === null) prism.kill('SIGTERM');
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  prism.on('exit', (code) => {
    console.error(`Prism terminó (código ${code}).`);
    process.exit(1);
  });
  await waitForPort(prismPort, prism);

  const server = createServer((req, res) => {
    const upstream = request(
      { host: '127.0.0.1', port: prismPort, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        const chunks = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.concat(chunks);
          let prismError = null;
          if (String(answer.headers['content-type'] ?? '').includes('problem+json')) {
            try {
              const problem = JSON.parse(body.toString('utf8'));
              prismError = PRISM_ERROR.exec(problem.type ?? '')?.[1] ?? null;
              if (prismError) prismError = { code: prismError, title: problem.title, validation: problem.validation ?? [] };
            } catch {
              /* not JSON: leave it */
            }
          }
          const url = new URL(req.url ?? '/', 'http://mock.invalid');
          // Synchronous, so that a killed server never loses a line.
          appendFileSync(
            log,
            `${JSON.stringify({ method: req.method, path: url.pathname, status: answer.statusCode, prefer: req.headers.prefer ?? null, prismError })}\n`,
          );
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          res.end(body);
        });
      },
    );
    upstream.on('error', (error) => {
      res.writeHead(502, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ message: `Prism no respondió: ${error.message}` }));
    });
    req.pipe(upstream);
  });
  server.listen(port, '127.0.0.1', () => console.log(`Prism (--errors) con registro de cobertura en http://127.0.0.1:${port} → ${log}`));
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
