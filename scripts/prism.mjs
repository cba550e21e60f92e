// Starting Prism on openapi.yaml, always with --errors (a request or response outside the
// contract fails), as a mock of its examples or as a proxy in front of a real API.
import { spawn } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { CONTRACT, ROOT } from './openapi-contract.mjs';
import { isPortFree, waitForPort } from './ports.mjs';

/** Prism's start on an idle machine takes a few seconds; this is its limit there. */
const START_LIMIT_MS = 30_000;
/** A busier machine stretches the limit, up to this (a Prism that never listens still fails). */
const MAX_START_LIMIT_MS = 180_000;

/**
 * How long to wait for Prism to listen: the idle limit scaled by how busy the machine is (the
 * last minute's load per core), never less. On a busy shared machine Prism once took longer than
 * a fixed limit, and the verifier gave up while a rerun passed.
 * @param {{ load?: number, cores?: number }} [machine] defaults to this machine's
 */
export function prismStartLimitMs({ load = loadavg()[0], cores = availableParallelism() } = {}) {
  const busy = Math.max(1, load / Math.max(1, cores));
  return Math.min(MAX_START_LIMIT_MS, Math.round(START_LIMIT_MS * busy));
}

/**
 * @typedef {object} PrismOptions
 * @property {number} port
 * @property {string | null} [upstream] proxy to it; without it, a mock of the examples
 * @property {string} [contract]
 * @property {((line: string) => void) | null} [onOutput] Prism's log lines; without it they are dropped
 * @property {number} [timeoutMs] how long to wait for it to listen (prismStartLimitMs by default)
 * @property {(() => Promise<number>) | null} [retryPort] when given, a Prism that does not listen in
 *   time is stopped and started once more, on the port this gives (a fresh one, unless the caller fixed it)
 */

/**
 * `prism mock` (no upstream) or `prism proxy` (with `upstream`) on the contract, with --errors.
 * @param {PrismOptions} options
 */
export async function startPrism({ retryPort = null, ...options }) {
  const timeoutMs = options.timeoutMs ?? prismStartLimitMs();
  try {
    return await startPrismOnce({ ...options, timeoutMs });
  } catch (error) {
    if (!retryPort || error instanceof PortInUse) throw error;
    const port = await retryPort();
    options.onOutput?.(`Prism no escuchó en el puerto ${options.port} a tiempo; otro intento en el puerto ${port}.`);
    return startPrismOnce({ ...options, port, timeoutMs });
  }
}

class PortInUse extends Error {}

/** @param {Omit<PrismOptions, 'retryPort'> & { timeoutMs: number }} options */
async function startPrismOnce({ port, upstream = null, contract = CONTRACT, onOutput = null, timeoutMs }) {
  if (!(await isPortFree(port))) throw new PortInUse(`El puerto ${port} ya está en uso.`);
  const args = upstream ? ['proxy', contract, upstream] : ['mock', contract];
  // Started from node_modules/.bin, not npx: the id kept is Prism's own, so stopping it stops it.
  const child = spawn(join(ROOT, 'node_modules/.bin/prism'), [...args, '-p', String(port), '-h', '127.0.0.1', '--errors'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let recent = '';
  /** @param {Buffer} chunk */
  const relay = (chunk) => {
    const text = chunk.toString();
    recent = (recent + text).slice(-4000);
    if (onOutput) for (const line of text.split('\n')) if (line.trim()) onOutput(line);
  };
  child.stdout.on('data', relay);
  child.stderr.on('data', relay);
  try {
    await waitForPort(port, { child, name: 'Prism', timeoutMs });
  } catch (error) {
    child.kill('SIGTERM');
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${recent}`);
  }
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    stop: () =>
      /** @type {Promise<void>} */ (
        new Promise((done) => {
          // A child killed by a signal has no exit code, only a signal code: both mean it is gone.
          if (child.exitCode !== null || child.signalCode !== null) return done();
          child.once('exit', () => done());
          child.kill('SIGTERM');
          setTimeout(() => child.kill('SIGKILL'), 3000).unref();
        })
      ),
  };
}
