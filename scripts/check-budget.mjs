// First-load budget: reads the build's manifest (dist/.vite/manifest.json) and, for each page
// below, adds up the JavaScript and CSS a first visit downloads before the page can show (the
// entry, the page's chunks and everything they import statically), in bytes as the server sends
// them: the Brotli copy the build made of each file, or the file itself when it is too small to
// have one (every browser the app supports asks for Brotli; gzip is printed beside it). Fails,
// naming the page, the figure and the budget, when a page is over, naming the chunk when a
// description still carries its demo rows (the server's seed, not the app's) or defineResource's
// checks (the server's and the tests'), and naming a file of the app that index.html does not
// preload.
//   node scripts/check-budget.mjs            (after `vite build`)
//   node scripts/check-budget.mjs --json     (the figures as JSON, for bench:load)
//   node scripts/check-budget.mjs --dist <dir>   (a build elsewhere than dist/)
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { ROOT } from './lib.mjs';

/**
 * The pages and their budgets in KB as sent. `chunks` are what a first visit of the page loads
 * after index.html (the app, the area, then the page's lazy chunks): manifest keys (source
 * paths) or chunk names; the entry only sends a page without a token for one, the app is the
 * chunk `boot` and the areas are chunks of their own (vite.config's `firstLoadGroups`). The
 * workplace's and the list page's budgets are issue 17's targets (200 KB of JS); the portal's
 * account pages have today's figure with a little room.
 */
export const PAGES = [
  {
    page: 'portal account pages (/pub/forgot-password, /pub/activate-account)',
    chunks: ['boot', 'PubArea'],
    js: 200,
    css: 5,
  },
  {
    page: 'workplace (/workplace)',
    chunks: ['boot', 'DefaultArea'],
    js: 200,
    css: 5,
  },
  {
    page: 'list page (/hpfm/country/list)',
    chunks: [
      'boot',
      'DefaultArea',
      'ResourcePage',
      'virtual:resource-loaders/hpfm',
      'domain/resources/hpfm/country.ts',
    ],
    // The loaders of its module's descriptions are in it (about 60 bytes each).
    js: 200,
    css: 5,
  },
];

/**
 * The sign-in pages the server renders (the operators' OAuth page and the portal's): their one
 * script file ([package, file in it]), the page's inline script aside (under 1 KB). Issue 17:
 * 60 KB.
 */
export const SERVER_PAGES = [
  {
    page: 'sign-in pages (/pub/sign-in, /oauth/oauth/authorize; server-rendered)',
    scripts: [['jsencrypt', 'bin/jsencrypt.min.js']],
    js: 60,
  },
];

/** The areas' own chunks (vite.config's `firstLoadGroups`): a page loads one of them at most. */
const AREA_CHUNKS = ['DefaultArea', 'PubArea'];

const distArg = process.argv.indexOf('--dist');
const dist = distArg > 0 ? process.argv[distArg + 1] : join(ROOT, 'dist');
const manifestFile = join(dist, '.vite/manifest.json');

/** A file's bytes as the server sends them (Brotli when it has a copy), and as gzip. */
function sizes(file, brotliCopy) {
  const content = readFileSync(file);
  const sent = brotliCopy
    ? existsSync(`${file}.br`)
      ? statSync(`${file}.br`).size
      : content.length
    : brotliCompressSync(content).length;
  return { sent, gzip: gzipSync(content).length };
}

/**
 * The first-load figures of every page in {@link PAGES} and {@link SERVER_PAGES}: `jsBytes` and
 * `cssBytes` as sent, `jsGzip` the JavaScript as gzip.
 */
export function measure() {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const measured = new Map();
  const size = (file) => {
    if (!measured.has(file)) measured.set(file, sizes(join(dist, file), true));
    return measured.get(file);
  };
  const sum = (files, key) => files.reduce((total, file) => total + size(file)[key], 0);
  const require = createRequire(import.meta.url);
  const served = SERVER_PAGES.map(({ page, scripts, js }) => {
    // The server compresses these itself, for each answer (routes/oauth.ts).
    const each = scripts.map(([pkg, file]) =>
      sizes(join(dirname(require.resolve(`${pkg}/package.json`)), file), false),
    );
    return {
      page,
      files: scripts.length,
      jsBytes: each.reduce((total, one) => total + one.sent, 0),
      jsGzip: each.reduce((total, one) => total + one.gzip, 0),
      cssBytes: 0,
      jsBudget: js * 1024,
      cssBudget: 0,
    };
  });
  return served.concat(
    PAGES.map(({ page, chunks, js, css }) => {
      const seen = new Set();
      const visit = (wanted) => {
        const key =
          wanted in manifest
            ? wanted
            : Object.keys(manifest).find((candidate) => manifest[candidate].name === wanted);
        if (!key) throw new Error(`${page}: the build has no chunk for ${wanted}`);
        if (seen.has(key)) return;
        const entry = manifest[key];
        seen.add(key);
        for (const imported of entry.imports ?? []) visit(imported);
      };
      for (const key of ['index.html', ...chunks]) visit(key);
      const entries = [...seen].map((key) => manifest[key]);
      const scripts = entries.map((entry) => entry.file);
      const cssFiles = [...new Set(entries.flatMap((entry) => entry.css ?? []))];
      return {
        page,
        files: seen.size,
        areas: entries
          .filter((entry) => AREA_CHUNKS.includes(entry.name))
          .map((entry) => entry.name),
        jsBytes: sum(scripts, 'sent'),
        jsGzip: sum(scripts, 'gzip'),
        cssBytes: sum(cssFiles, 'sent'),
        jsBudget: js * 1024,
        cssBudget: css * 1024,
      };
    }),
  );
}

/** The description chunks of the build that still hold a `demo` property (`appDescriptions` in vite.config.ts). */
export function chunksWithDemoRows() {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  return Object.entries(manifest)
    .filter(([source]) => source.startsWith('domain/resources/'))
    .map(([, chunk]) => chunk.file)
    .filter((file) => /[{,]demo:/.test(readFileSync(join(dist, file), 'utf8')));
}

/**
 * The build's scripts that hold `defineResource`'s checks (domain/engine/define.ts), which the
 * app's descriptions leave out (`appDescriptions` in vite.config.ts): found by one of their
 * messages.
 */
export function chunksWithChecks() {
  return readdirSync(join(dist, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .filter((file) =>
      readFileSync(join(dist, 'assets', file), 'utf8').includes('needs options or a lovCode'),
    )
    .map((file) => `assets/${file}`);
}

/**
 * The app's files (`app/boot.tsx`, its chunks and their CSS) that index.html does not list: the
 * entry imports the app only once the page has a token, and index.html's preloads (vite.config's
 * `preloadApp`) are what download it from the start of the page.
 */
export function unlistedAppFiles() {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const files = new Set();
  const visit = (key) => {
    const entry = manifest[key];
    if (!entry || files.has(entry.file)) return;
    files.add(entry.file);
    (entry.css ?? []).forEach((css) => files.add(css));
    (entry.imports ?? []).forEach(visit);
  };
  visit(Object.keys(manifest).find((key) => manifest[key].name === 'boot'));
  return [...files].filter((file) => !html.includes(`href="/${file}"`));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!existsSync(manifestFile)) {
    console.error('No build manifest: run `npx vite build` first.');
    process.exit(1);
  }
  const figures = measure();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(figures, null, 2));
    process.exit(0);
  }
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  let over = 0;
  for (const f of figures) {
    const jsOk = f.jsBytes <= f.jsBudget;
    const cssOk = f.cssBytes <= f.cssBudget;
    if (!jsOk || !cssOk) over += 1;
    console.log(
      `${jsOk && cssOk ? 'ok  ' : 'OVER'} ${f.page}: JS ${kb(f.jsBytes)} of ${kb(f.jsBudget)}, ` +
        `CSS ${kb(f.cssBytes)} of ${kb(f.cssBudget)} (${f.files} files as sent; JS as gzip ${kb(f.jsGzip)})`,
    );
  }
  const mixed = figures.filter((f) => (f.areas ?? []).length > 1);
  for (const f of mixed) console.log(`AREAS ${f.page}: loads ${f.areas.join(' and ')}`);
  const withDemo = chunksWithDemoRows();
  for (const file of withDemo) console.log(`DEMO ${file}: carries the descriptions' demo rows`);
  const withChecks = chunksWithChecks();
  for (const file of withChecks) console.log(`CHECKS ${file}: carries defineResource's checks`);
  const unlisted = unlistedAppFiles();
  for (const file of unlisted) console.log(`UNLISTED ${file}: index.html does not preload it`);
  const clean =
    mixed.length === 0 && withDemo.length === 0 && withChecks.length === 0 && unlisted.length === 0;
  process.exit(over === 0 && clean ? 0 : 1);
}
