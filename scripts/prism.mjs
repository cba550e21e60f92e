// Starting Prism on openapi.yaml, always with --errors (a request or response outside the
// contract fails), as a mock of its examples or as a proxy in front of a real API.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { CONTRACT, ROOT } from './openapi-contract.mjs';
import { isPortFree, waitForPort } from './ports.mjs';

/**
 * `prism mock` (no upstream) or `prism proxy` (with `upstream`) on the contract, with --errors.
 * `onOutput` receives Prism's log lines; without it they are dropped.
 * @param {{ port: number, upstream?: string | null, contract?: string, onOutput?: ((line: string) => void) | null }} options
 */
export async function startPrism({ port, upstream = null, contract = CONTRACT, onOutput = null }) {
  if (!(await isPortFree(port))) throw new Error(`El puerto ${port} ya está en uso.`);
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
    await waitForPort(port, { child, name: 'Prism' });
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
