// `npm start`: sets the project up (scripts/setup.mjs), then launches the Electron app when its
// binary is installed, or else serves the same built app (dist/) to a browser on 127.0.0.1.
//
// Options (after `npm start --`): --browser  serve the browser build even if Electron is installed
//                                 --no-setup skip setup (serve what is already built; used by e2e)
//                                 --port N   serve on port N exactly (default: 5180, or the next free one)
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { extname, isAbsolute, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

import { main, root, setup, SetupError } from './setup.mjs';

const DEFAULT_PORT = 5180;
const HOST = '127.0.0.1';

// The same policy the Electron app sends (electron/main/appOrigin.ts), so the browser build is
// checked under the rules it ships with.
const CSP = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "worker-src 'self' blob:",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' blob: data:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

/** The installed Electron executable, or null (the npm package exists without its binary here). */
function electronBinary() {
  try {
    const path = createRequire(join(root, 'package.json'))('electron');
    return typeof path === 'string' && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

/**
 * Maps a request path to a file inside `dir`, or null. Refuses encoded separators, NUL bytes and
 * anything that resolves outside `dir` (directory traversal).
 */
function resolveRequest(dir, rawUrl) {
  let pathname;
  try {
    const url = new URL(rawUrl, 'http://localhost');
    if (/%2f|%5c|%00/i.test(url.pathname)) return null;
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (pathname.includes('\\') || pathname.includes('\0')) return null;
  const file = join(dir, pathname === '/' ? 'index.html' : pathname);
  const rel = relative(dir, file);
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? file : null;
}

/** Serves `dir` on HOST:port. Resolves with the server once it listens. */
export function serveStatic(dir, port) {
  const server = createServer(async (req, res) => {
    const headers = {
      'Content-Security-Policy': CSP,
      // Cross-origin isolation, as the Electron app sends (ISOLATION_HEADERS in
      // electron/main/appOrigin.ts): the page shares memory with its engine workers.
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Embedder-Policy': 'require-corp',
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-cache',
    };
    const refuse = (status, text) => {
      res.writeHead(status, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(text);
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') return refuse(405, 'Method not allowed');
    const file = resolveRequest(dir, req.url ?? '/');
    if (!file) return refuse(404, 'Not found');
    // Browsers ask for /favicon.ico on their own; while the app ships none, answer "no content"
    // rather than a 404 that shows up as a console error.
    if (req.url === '/favicon.ico' && !existsSync(file)) {
      res.writeHead(204, headers);
      return res.end();
    }
    try {
      const [realDir, realFile] = await Promise.all([realpath(dir), realpath(file)]);
      if (!realFile.startsWith(realDir + sep) || !(await stat(realFile)).isFile()) return refuse(404, 'Not found');
      const body = await readFile(realFile);
      res.writeHead(200, {
        ...headers,
        'Content-Type': MIME[extname(realFile).toLowerCase()] ?? 'application/octet-stream',
        'Content-Length': body.length,
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch {
      refuse(404, 'Not found');
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, () => resolve(server));
  });
}

/** Listens on `port`, or (when `exact` is false) on the next free port. */
async function listen(dir, port, exact) {
  for (let p = port; p < port + 20; p++) {
    try {
      return await serveStatic(dir, p);
    } catch (err) {
      if (err?.code !== 'EADDRINUSE') throw err;
      if (exact)
        throw new SetupError(
          `Port ${p} on ${HOST} is already in use. Stop whatever is using it, or pass another --port.`,
        );
    }
  }
  throw new SetupError(`No free port found between ${port} and ${port + 19} on ${HOST}.`);
}

function parseArgs(argv) {
  const portAt = argv.indexOf('--port');
  const port = portAt >= 0 ? Number(argv[portAt + 1]) : DEFAULT_PORT;
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new SetupError(`--port needs a port number (1-65535), got "${argv[portAt + 1]}".`);
  return { browser: argv.includes('--browser'), noSetup: argv.includes('--no-setup'), port, exactPort: portAt >= 0 };
}

async function start() {
  const args = parseArgs(process.argv.slice(2));
  if (!args.noSetup) await setup();
  const electron = args.browser ? null : electronBinary();
  if (electron) {
    console.log('Starting Spindle (Electron)…');
    // ELECTRON_RUN_AS_NODE (set by some tools) would make the binary a plain Node.js.
    const env = { ...process.env };
    delete env.ELECTRON_RUN_AS_NODE;
    const child = spawn(electron, ['.'], { cwd: root, stdio: 'inherit', env });
    child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
    return;
  }
  const dist = join(root, 'dist');
  if (!existsSync(join(dist, 'index.html')))
    throw new SetupError(
      'There is no build in dist/ to serve. Run "npm start" without --no-setup (or "npm run setup") first.',
    );
  const server = await listen(dist, args.port, args.exactPort);
  const url = `http://${HOST}:${server.address().port}/`;
  console.log(`\nSpindle is running at ${url}`);
  if (!args.browser) {
    console.log(
      'No Electron binary is installed here (it cannot be downloaded on this machine), so the same app is served as a browser build: open the address above in Chromium or Chrome.',
    );
  }
  console.log('Press Ctrl+C to stop.');
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && relative(fileURLToPath(import.meta.url), process.argv[1]) === '') {
  await main(start);
}
