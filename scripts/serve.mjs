#!/usr/bin/env node
/**
 * A plain static file server for the built site, as a static host serves it: no single-page
 * fallback (404.html with status 404), a mount prefix, an optional CSP header (or a function of
 * the path), fingerprinted files cached for a year (else every visit compiled every script
 * again), and `--gzip on` for `npm run preview` and the bench, which measures transfer sizes.
 *
 *   node scripts/serve.mjs [--dir docs-dist] [--port 4173] [--base /] [--csp "<policy>"] [--gzip on]
 */
import { createReadStream, promises as fs } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createGzip } from 'node:zlib';
import { normalizeBase } from './links.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

function parseOptions(args) {
  const option = (fallback) => ({ type: 'string', default: fallback });
  const { values } = parseArgs({
    args,
    options: { dir: option('docs-dist'), port: option('4173'), base: option('/'), csp: option(''), gzip: option('') },
  });
  return { ...values, port: Number(values.port), base: normalizeBase(values.base) };
}

async function fileFor(root, urlPath) {
  const decoded = decodeURIComponent(urlPath);
  const resolved = path.resolve(root, `.${decoded}`);
  if (resolved !== root && !resolved.startsWith(root + path.sep)) return null;
  for (const candidate of [resolved, path.join(resolved, 'index.html')]) {
    const stat = await fs.stat(candidate).catch(() => null);
    if (stat?.isFile()) return candidate;
  }
  return null;
}

/** `umi.eeae9079.js`, `157.98330381.async.js`, `umi.c23dd9e5.css`: named by their content. */
const FINGERPRINTED = /\.[0-9a-f]{8}(\.async)?\.(js|css)$/;

/** The Cache-Control header of a file the server sends, if any. */
export function cacheControlFor(file) {
  return FINGERPRINTED.test(file) ? 'public, max-age=31536000, immutable' : undefined;
}

const COMPRESSIBLE = /^(text\/|application\/json|image\/svg)/;

export function createServer({ dir, base, csp, gzip = false }) {
  const root = path.resolve(dir);
  return http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let file = null;
    if (url.pathname === base.replace(/\/$/, '') || url.pathname.startsWith(base)) {
      file = await fileFor(root, `/${url.pathname.slice(base.length)}`).catch(() => null);
    }
    const status = file ? 200 : 404;
    file ??= path.join(root, '404.html');
    // one policy for every file, or one per file (the live demos' runner page has its own)
    const policy = typeof csp === 'function' ? csp(path.relative(root, file).split(path.sep).join('/')) : csp;
    const headers = policy ? { 'Content-Security-Policy': policy } : {};
    const cacheControl = status === 200 ? cacheControlFor(file) : undefined;
    if (cacheControl) headers['Cache-Control'] = cacheControl;
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const compress = gzip && COMPRESSIBLE.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    if (compress) Object.assign(headers, { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' });
    res.writeHead(status, { ...headers, 'Content-Type': type });
    if (req.method === 'HEAD') return res.end();
    const body = createReadStream(file).on('error', () => res.end('Not found'));
    (compress ? body.pipe(createGzip()) : body).pipe(res);
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const opts = parseOptions(process.argv.slice(2));
  createServer({ ...opts, gzip: opts.gzip === 'on' }).listen(opts.port, '127.0.0.1', () => {
    console.log(`Serving ${opts.dir} at http://127.0.0.1:${opts.port}${opts.base}`);
  });
}
