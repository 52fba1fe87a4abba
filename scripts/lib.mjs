// Helpers shared by the build, test and benchmark scripts.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';

/** Absolute path of the project root. */
export const ROOT = resolve(import.meta.dirname, '..');

/** Where Debian puts Chromium: the browser users run, which the benchmarks and loki drive. */
export const CHROMIUM = '/usr/bin/chromium';

/**
 * Debian's Chromium headless shell (package chromium-headless-shell): the same Chromium without
 * the browser's own layers, which the browser tests drive. Running the shell test file it spent
 * 38 s of CPU against Chromium's 65 s. Its text is drawn a shade differently, so loki's reference
 * images stay Chromium's.
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** Chromium flags this machine needs (DEVELOPERS.md) for headless runs. */
export const CHROMIUM_FLAGS = JSON.parse(
  readFileSync(new URL('./chromium-flags.json', import.meta.url), 'utf8'),
);

/**
 * Installs Debian's Chromium and its headless shell with apt when one is missing. Chromium is
 * required; without the shell (apt refused it) the browser tests drive Chromium ({@link
 * browserTestChromium}).
 */
export function ensureChromium() {
  if (existsSync(CHROMIUM) && existsSync(HEADLESS_SHELL)) return;
  console.log('Installing Chromium with apt-get (chromium, chromium-headless-shell).');
  const sudo = process.getuid && process.getuid() === 0 ? [] : ['sudo'];
  const run = (args) => {
    const [cmd, ...rest] = [...sudo, ...args];
    const res = spawnSync(cmd, rest, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (res.status !== 0) throw new Error(`${args.join(' ')} failed with ${res.status}`);
  };
  try {
    run(['apt-get', 'update', '-qq']);
    run(['apt-get', 'install', '-y', '-qq', 'chromium', 'chromium-headless-shell']);
  } catch (error) {
    if (!existsSync(CHROMIUM)) throw error;
    console.warn(`The headless shell could not be installed (${error.message}): using Chromium.`);
  }
}

/** The browser the browser tests drive: the headless shell where it is installed. */
export function browserTestChromium() {
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM;
}

/** Resolves with a TCP port that is free on 127.0.0.1. */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const srv = createNetServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolvePort(port));
    });
  });
}

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

/** The server's Content-Security-Policy directives (server/security/csp.json). */
export const CSP_DIRECTIVES = JSON.parse(
  readFileSync(new URL('../server/security/csp.json', import.meta.url), 'utf8'),
);

/**
 * The server's Content-Security-Policy for an HTML page, whose own inline scripts (Storybook
 * writes a few into its pages) are allowed by their hashes; nothing else is added.
 */
export function contentSecurityPolicy(html = '') {
  const hashes = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\ssrc\s*=/i.test(attributes))
    .map(([, , body]) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  const directives = {
    ...CSP_DIRECTIVES,
    'script-src': [...CSP_DIRECTIVES['script-src'], ...hashes],
  };
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/**
 * Serves a folder of static files on 127.0.0.1; resolves with `{url, close}`. With `csp`, every
 * answer carries the server's Content-Security-Policy (stories are shot under the app's rules).
 */
export async function serveStatic(dir, { csp = false } = {}) {
  const port = await freePort();
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = normalize(join(dir, path));
    if (!file.startsWith(dir)) {
      res.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    const type = MIME[extname(file)] ?? 'application/octet-stream';
    const html = csp && extname(file) === '.html' ? readFileSync(file, 'utf8') : undefined;
    res.writeHead(200, {
      'content-type': type,
      // Vite names assets/ by their content: a browser loading many pages of one build (loki
      // opens a tab per story) keeps them between pages.
      ...(path.startsWith('/assets/')
        ? { 'cache-control': 'public, max-age=31536000, immutable' }
        : {}),
      ...(csp ? { 'content-security-policy': contentSecurityPolicy(html) } : {}),
    });
    if (html === undefined) createReadStream(file).pipe(res);
    else res.end(html);
  });
  await new Promise((ok) => server.listen(port, '127.0.0.1', ok));
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((ok) => server.close(ok)),
  };
}

/** Runs a command with inherited output; resolves with its exit code. */
export function run(cmd, args, options = {}) {
  return new Promise((ok) => {
    const child = spawn(cmd, args, { stdio: 'inherit', cwd: ROOT, ...options });
    child.on('exit', (code, signal) => ok(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Runs a command, passes its output through (unless `quiet`) and also resolves with it.
 * @param {string} cmd
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions & { quiet?: boolean }} [options]
 */
export function runCapture(cmd, args, { quiet = false, ...options } = {}) {
  return new Promise((ok) => {
    const child = spawn(cmd, args, { cwd: ROOT, ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      if (!quiet) process.stdout.write(d);
    });
    child.stderr.on('data', (d) => {
      out += d;
      if (!quiet) process.stderr.write(d);
    });
    child.on('exit', (code, signal) => ok({ code: code ?? (signal ? 1 : 0), out }));
  });
}

/**
 * Waits until `predicate(arg)` holds in the page's own world (polled every 16 ms, 30 s at
 * most), across the page's navigations. Benchmarks wait this way: Playwright's locators and
 * waitForFunction inject its selector engine into the page, about 0.6 MiB of heap a user's
 * browser does not have, which the heap figures would count.
 */
export async function whenShown(page, predicate, arg = null) {
  const poll = `new Promise((resolve, reject) => {
    const holds = () => (${predicate})(${JSON.stringify(arg)});
    const started = performance.now();
    const poll = () => {
      if (holds()) resolve();
      else if (performance.now() - started > 30000) reject(new Error('not shown: ' + holds));
      else setTimeout(poll, 16);
    };
    poll();
  })`;
  for (;;) {
    try {
      return await page.evaluate(poll);
    } catch (error) {
      if (!/context was destroyed|navigat/i.test(String(error))) throw error;
      await page.waitForLoadState('domcontentloaded');
    }
  }
}
