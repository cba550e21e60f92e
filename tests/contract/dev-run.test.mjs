// `npm run dev` as the README's first command runs it: it prints where the app is and how to sign
// in, the app and the API answer, a sign-in with the documented credentials works through Prism,
// and Ctrl-C (SIGINT) stops everything it started. Uses ports 5173, 4010 and 4011.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { ROOT } from '../../scripts/openapi-contract.mjs';
import { freePort, isPortFree } from '../../scripts/ports.mjs';
import { startPrism } from '../../scripts/prism.mjs';

const PORTS = [5173, 4010, 4011];

describe('npm run dev', () => {
  it('starts the app on the development API, signs in with the README credentials, and stops on Ctrl-C', async () => {
    for (const port of PORTS) assert.ok(await isPortFree(port), `port ${port} is busy: stop the running npm run dev first`);
    const child = spawn(process.execPath, [join(ROOT, 'scripts/dev.mjs')], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
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
      assert.match(output, /Cotiza en http:\/\/127\.0\.0\.1:5173/);
      const password = /contraseña (\S+) y uno de estos correos/.exec(output)?.[1];
      const email = /empleador {3}\s*(\S+@\S+)/.exec(output)?.[1];
      assert.ok(password && email, output);

      const page = await fetch('http://127.0.0.1:5173/app');
      assert.equal(page.status, 200);
      const signIn = await fetch('http://127.0.0.1:4010/auth/app-login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      assert.equal(signIn.status, 200);
      const { token, user } = await signIn.json();
      assert.equal(user.email, email);
      const cards = await fetch('http://127.0.0.1:4010/customers/me/cards', { headers: { Authorization: `Bearer ${token}` } });
      assert.equal(cards.status, 200);
    } finally {
      const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGINT');
      const code = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve('timeout'), 10_000))]);
      assert.equal(code, 0, `Ctrl-C should stop it cleanly:\n${output}`);
    }
    for (const port of PORTS) assert.ok(await isPortFree(port), `port ${port} still in use after Ctrl-C`);
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
