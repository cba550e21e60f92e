// Runs Debian's nginx with deploy/nginx.conf on a loopback port, for the end-to-end tests and
// `npm run bench`: the same server block as production, with only `listen`, `root` and the
// origins changed (the Sentry ingest one from the build's DSN, or none), inside a throwaway
// prefix (no root, no system files touched).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { freePort, isPortFree, waitForPort } from '../scripts/ports.mjs';

export { isPortFree };

const SITE_CONFIG = resolve(import.meta.dirname, 'nginx.conf');

/**
 * @typedef {object} LocalNginxOptions
 * @property {number} port 0: any free port
 * @property {string} root the build folder served
 * @property {string} [apiOrigin]
 * @property {string | null} [sentryDsn] the VITE_SENTRY_DSN the build was made with; none: the CSP names no Sentry host
 * @property {string} [filesOrigin]
 */
/**
 * A running nginx: where it listens, its temporary prefix, and how to end it.
 * @typedef {{ url: string, port: number, prefix: string, stop: () => Promise<void> }} LocalNginx
 */

function findNginx() {
  for (const candidate of [
    process.env.NGINX_BIN,
    '/usr/sbin/nginx',
    '/usr/local/sbin/nginx',
    '/opt/homebrew/bin/nginx',
    '/usr/local/bin/nginx',
  ]) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  throw new Error('No se encontró nginx: instálalo con `apt-get install -y nginx` (Debian) o define NGINX_BIN.');
}

/** nginx's own mime.types, next to its configuration (`nginx -V` prints --conf-path on stderr). @param {string} nginx */
function mimeTypesPath(nginx) {
  const info = spawnSync(nginx, ['-V'], { encoding: 'utf8' });
  const confPath = /--conf-path=(\S+)/.exec(`${info.stdout}${info.stderr}`)?.[1] ?? '/etc/nginx/nginx.conf';
  const file = join(dirname(confPath), 'mime.types');
  if (!existsSync(file)) throw new Error(`No se encontró ${file} (mime.types de nginx).`);
  return file;
}

/** @param {string} text @param {RegExp} pattern @param {string} replacement @param {string} what */
function replaceOnce(text, pattern, replacement, what) {
  if (!pattern.test(text)) throw new Error(`deploy/nginx.conf cambió: no se encontró ${what}.`);
  return text.replace(pattern, replacement);
}

/**
 * The Sentry ingest origin of a DSN (`https://key@o1.ingest.us.sentry.io/2` → `https://o1.ingest.us.sentry.io`):
 * where the SDK sends its envelopes. No DSN: "" (the CSP then names no Sentry host at all).
 * @param {string | null | undefined} dsn
 */
function sentryOriginOf(dsn) {
  if (!dsn) return '';
  let url;
  try {
    url = new URL(dsn);
  } catch {
    throw new Error(`DSN de Sentry no válido: ${dsn}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`DSN de Sentry no válido (se espera http o https): ${dsn}`);
  return url.origin;
}

/** deploy/nginx.conf with the local port, build folder and origins. @param {LocalNginxOptions} options */
function renderSiteConfig({ port, root, apiOrigin, sentryDsn, filesOrigin }) {
  let text = readFileSync(SITE_CONFIG, 'utf8');
  text = replaceOnce(text, /^\s*listen 80;\n\s*listen \[::\]:80;\n/m, `    listen 127.0.0.1:${port};\n`, 'el `listen 80`');
  text = replaceOnce(text, /^(\s*)root [^;]+;/m, `$1root ${resolve(root)};`, 'la directiva `root`');
  if (apiOrigin) text = replaceOnce(text, /(map "" \$cotiza_api_origin \{\s*default )"[^"]*";/, `$1"${apiOrigin}";`, '$cotiza_api_origin');
  // Always set: the build served here decides, not the value written for production.
  text = replaceOnce(
    text,
    /(map "" \$cotiza_sentry_origin \{\s*default )"[^"]*";/,
    `$1"${sentryOriginOf(sentryDsn)}";`,
    '$cotiza_sentry_origin',
  );
  if (filesOrigin)
    text = replaceOnce(text, /(map "" \$cotiza_files_origin \{\s*default )"[^"]*";/, `$1"${filesOrigin}";`, '$cotiza_files_origin');
  return text;
}

/**
 * Starts nginx serving `root` on 127.0.0.1:`port` (0: any free port) and resolves once it listens.
 * Returns { url, port, stop, prefix }; `stop()` ends it and removes its temporary prefix.
 * @param {LocalNginxOptions} options
 * @returns {Promise<LocalNginx>}
 */
export async function startNginx({ port: requestedPort, root, apiOrigin, sentryDsn, filesOrigin }) {
  if (!existsSync(join(root, 'index.html'))) throw new Error(`No hay compilación en ${root} (falta index.html).`);
  const port = requestedPort || (await freePort());
  // Otherwise the readiness check below could connect to whatever already listens there.
  if (!(await isPortFree(port))) throw new Error(`El puerto ${port} ya está en uso: nginx no puede escuchar en él.`);
  const nginx = findNginx();
  const prefix = mkdtempSync(join(tmpdir(), 'cotiza-nginx-'));
  mkdirSync(join(prefix, 'logs'));
  writeFileSync(join(prefix, 'cotiza.conf'), renderSiteConfig({ port, root, apiOrigin, sentryDsn, filesOrigin }));
  const runAsRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  writeFileSync(
    join(prefix, 'nginx.conf'),
    [
      // As root nginx would switch its workers to `nobody`; keep them as the caller instead.
      runAsRoot ? 'user root;' : '',
      'worker_processes 1;',
      `pid ${join(prefix, 'nginx.pid')};`,
      `error_log ${join(prefix, 'logs/error.log')} warn;`,
      'events { worker_connections 256; }',
      'http {',
      `  include ${mimeTypesPath(nginx)};`,
      '  default_type application/octet-stream;',
      '  access_log off;',
      '  sendfile on;',
      `  client_body_temp_path ${join(prefix, 'client_body')};`,
      `  proxy_temp_path ${join(prefix, 'proxy')};`,
      `  fastcgi_temp_path ${join(prefix, 'fastcgi')};`,
      `  uwsgi_temp_path ${join(prefix, 'uwsgi')};`,
      `  scgi_temp_path ${join(prefix, 'scgi')};`,
      `  include ${join(prefix, 'cotiza.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn(nginx, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'logs/error.log'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  /** @returns {Promise<void>} */
  const stop = () =>
    new Promise((done) => {
      const finish = () => {
        rmSync(prefix, { recursive: true, force: true });
        done();
      };
      if (child.exitCode !== null) return finish();
      child.once('exit', finish);
      child.kill('SIGQUIT'); // graceful shutdown
      setTimeout(() => child.kill('SIGKILL'), 3000).unref();
    });
  try {
    await waitForPort(port, { child, timeoutMs: 10_000, name: 'nginx' });
  } catch (error) {
    const log = existsSync(join(prefix, 'logs/error.log')) ? readFileSync(join(prefix, 'logs/error.log'), 'utf8') : '';
    await stop();
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${stderr}${log}`);
  }
  return { url: `http://127.0.0.1:${port}`, port, stop, prefix };
}
