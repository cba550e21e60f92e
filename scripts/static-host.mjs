// A plain static file server, as a customer's host (a CDN or a bucket with a static-site
// setting) serves the build: gzip, a content type by extension, and nothing else — no cache,
// security or Link headers. It finds `path`, then `path.html` ("clean URLs", as Netlify, Vercel,
// Cloudflare Pages and `serve` do) and `path/index.html`, and falls back to `/index.html` for any
// other path (the single-page setting every such host offers). Used by `npm run bench` beside
// nginx, so Lighthouse's figures are not nginx's alone.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = /** @type {Record<string, string>} */ ({
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
});
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.csv', '.webmanifest']);

/** @param {string} file */
async function isFile(file) {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** The file a path is answered with, as such hosts look it up. @param {string} root @param {string} urlPath */
async function resolveStaticFile(root, urlPath) {
  const clean = normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
  const candidates = clean.endsWith('/') ? [join(clean, 'index.html')] : [clean, `${clean}.html`, join(clean, 'index.html')];
  for (const candidate of candidates) {
    const file = join(root, candidate);
    if (file.startsWith(root) && (await isFile(file))) return file;
  }
  return join(root, 'index.html');
}

/**
 * Serves `root` on 127.0.0.1:`port`; resolves once it listens.
 * @param {{ root: string, port: number }} options
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export function startStaticHost({ root, port }) {
  /** @param {import('node:http').IncomingMessage} request @param {import('node:http').ServerResponse} response */
  const answer = async (request, response) => {
    try {
      const file = await resolveStaticFile(root, new URL(request.url ?? '/', 'http://host').pathname);
      const ext = extname(file);
      let body = await readFile(file);
      /** @type {Record<string, string>} */
      const headers = { 'Content-Type': TYPES[ext] ?? 'application/octet-stream' };
      if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
        body = gzipSync(body, { level: 6 });
        headers['Content-Encoding'] = 'gzip';
        headers.Vary = 'Accept-Encoding';
      }
      headers['Content-Length'] = String(body.length);
      response.writeHead(200, headers);
      response.end(request.method === 'HEAD' ? undefined : body);
    } catch {
      response.writeHead(500).end();
    }
  };
  const server = createServer((request, response) => void answer(request, response));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${port}`,
        stop: () => new Promise((done) => server.close(() => done(undefined))),
      }),
    );
  });
}
