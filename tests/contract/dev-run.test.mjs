// `npm run dev` as the README's first command runs it: it prints where the app is and how to sign
// in, the app and the API answer, a sign-in with the documented credentials works through Prism,
// and Ctrl-C (SIGINT) stops everything it started. On free ports (--app-port, --port, --api-port),
// so it passes while a developer's `npm run dev` holds 5173, 4010 and 4011.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { ROOT } from '../../scripts/openapi-contract.mjs';
import { freePort, isPortFree } from '../../scripts/ports.mjs';
import { startPrism } from '../../scripts/prism.mjs';

/** Three different free ports: the app's, the API's (behind Prism) and the development API's. */
async function threeFreePorts() {
  const ports = new Set();
  while (ports.size < 3) ports.add(await freePort());
  return /** @type {[number, number, number]} */ ([...ports]);
}

describe('npm run dev', () => {
  it('starts the app on the development API, signs in with the README credentials, and stops on Ctrl-C', async () => {
    const ports = await threeFreePorts();
    const [appPort, apiPort, devApiPort] = ports;
    const options = ['--app-port', String(appPort), '--port', String(apiPort), '--api-port', String(devApiPort)];
    const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/dev.mjs'), ...options], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stderr.on('data', (chunk) => (output += chunk));
    try {
      await new Promise(
        /** @param {(value?: void) => void} resolve @param {(error: Error) => void} reject */ (resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`not ready in 20 s:\n${output}`)), 20_000);
          child.stdout.on('data', (chunk) => {
            output += chunk;
            if (output.includes('Ctrl-C detiene todo')) {
              clearTimeout(timer);
              resolve();
            }
          });
          child.once('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
        },
      );
      assert.ok(output.includes(`Cotiza en http://127.0.0.1:${appPort} `), output);
      const password = /contraseña (\S+) y uno de estos correos/.exec(output)?.[1];
      const email = /empleador {3}\s*(\S+@\S+)/.exec(output)?.[1];
      assert.ok(password && email, output);

      const page = await fetch(`http://127.0.0.1:${appPort}/app`);
      assert.equal(page.status, 200);
      const signIn = await fetch(`http://127.0.0.1:${apiPort}/auth/app-login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      assert.equal(signIn.status, 200);
      const { token, user } = await signIn.json();
      assert.equal(user.email, email);
      const cards = await fetch(`http://127.0.0.1:${apiPort}/customers/me/cards`, { headers: { Authorization: `Bearer ${token}` } });
      assert.equal(cards.status, 200);
    } finally {
      const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGINT');
      const code = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve('timeout'), 10_000))]);
      assert.equal(code, 0, `Ctrl-C should stop it cleanly:\n${output}`);
    }
    for (const port of ports) assert.ok(await isPortFree(port), `port ${port} still in use after Ctrl-C`);
  });

  it('stopping a Prism that something else already killed returns at once (it hung, and so did Ctrl-C)', async () => {
    const prism = await startPrism({ port: await freePort() });
    const gone = new Promise((resolve) => prism.child.once('exit', resolve));
    prism.child.kill('SIGTERM');
    await gone;
    const stopped = await Promise.race([
      prism.stop().then(() => 'stopped'),
      new Promise((resolve) => setTimeout(() => resolve('hung'), 2_000)),
    ]);
    assert.equal(stopped, 'stopped');
  });
});
