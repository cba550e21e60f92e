#!/usr/bin/env node
// `npm run dev`: the Prism mock on openapi.yaml and the Vite dev server together.
// Ctrl-C stops both. MOCK_USER=nonEmployer picks the other example user.
import { spawn } from 'node:child_process';
import { connect } from 'node:net';

const MOCK_PORT = Number(process.env.MOCK_PORT ?? 4010);
const mockUser = process.env.MOCK_USER ?? 'employer';
const bin = (name) => new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname;
const children = [];

function start(name, command, args, env = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  const prefix = `[${name}] `;
  const relay = (stream, out) =>
    stream.on('data', (chunk) => out.write(chunk.toString().replace(/^(?=.)/gm, prefix)));
  relay(child.stdout, process.stdout);
  relay(child.stderr, process.stderr);
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`${prefix}terminó (código ${code}); deteniendo todo.`);
      stop(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

function waitForPort(port, timeoutMs = 20000) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.end();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`El puerto ${port} no respondió.`));
        else setTimeout(attempt, 200);
      });
    };
    attempt();
  });
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 300);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

start('prism', bin('prism'), ['mock', 'openapi.yaml', '-p', String(MOCK_PORT), '-h', '127.0.0.1', '--errors']);
await waitForPort(MOCK_PORT);
start('vite', bin('vite'), ['--host', '127.0.0.1'], {
  VITE_API_BASE_URL: `http://127.0.0.1:${MOCK_PORT}`,
  VITE_MOCK_USER: mockUser,
});
console.log(`\nCotiza en http://127.0.0.1:5173  ·  API simulada (Prism) en http://127.0.0.1:${MOCK_PORT}  ·  usuario de ejemplo: ${mockUser}\nCtrl-C detiene ambos.\n`);
