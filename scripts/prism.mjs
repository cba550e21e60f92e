// Starting Prism on openapi.yaml, always with --errors (a request or response outside the
// contract fails), as a mock of its examples or as a proxy in front of a real API; and the two
// port helpers every local server of the tools needs.
import { spawn } from 'node:child_process';
import { connect, createServer } from 'node:net';
import { join } from 'node:path';
import { CONTRACT, ROOT } from './openapi-contract.mjs';

export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

export function isPortFree(port) {
  return new Promise((resolveFree) => {
    const server = createServer();
    server.once('error', () => resolveFree(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolveFree(true)));
  });
}

/** Resolves once something listens on the port; rejects when `child` exits first or time runs out. */
export function waitForPort(port, { child = null, timeoutMs = 30_000, name = 'El servidor' } = {}) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolveWait, reject) => {
    const attempt = () => {
      if (child && child.exitCode !== null) return reject(new Error(`${name} terminó antes de escuchar (código ${child.exitCode}).`));
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.end();
        resolveWait();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`${name} no escuchó en el puerto ${port} a tiempo.`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

/**
 * `prism mock` (no upstream) or `prism proxy` (with `upstream`) on the contract, with --errors.
 * `onOutput` receives Prism's log lines; without it they are dropped.
 */
export async function startPrism({ port, upstream = null, contract = CONTRACT, onOutput = null }) {
  if (!(await isPortFree(port))) throw new Error(`El puerto ${port} ya está en uso.`);
  const args = upstream ? ['proxy', contract, upstream] : ['mock', contract];
  // Started from node_modules/.bin, not npx: the id kept is Prism's own, so stopping it stops it.
  const child = spawn(join(ROOT, 'node_modules/.bin/prism'), [...args, '-p', String(port), '-h', '127.0.0.1', '--errors'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let recent = '';
  const relay = (chunk) => {
    const text = chunk.toString();
    recent = (recent + text).slice(-4000);
    if (onOutput) for (const line of text.split('\n')) if (line.trim()) onOutput(line);
  };
  child.stdout.on('data', relay);
  child.stderr.on('data', relay);
  try {
    await waitForPort(port, { child, name: 'Prism' });
  } catch (error) {
    child.kill('SIGTERM');
    throw new Error(`${error.message}\n${recent}`);
  }
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 3000).unref();
      }),
  };
}
