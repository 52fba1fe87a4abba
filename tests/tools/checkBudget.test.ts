import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SCRIPT = join(__dirname, '../../scripts/check-budget.mjs');

interface Chunk {
  /** The chunk's name (what check-budget's pages ask for). */
  name: string;
  /** The chunks it imports statically, by name. */
  imports?: string[];
  /** Its content; a few bytes when omitted. */
  content?: Buffer | string;
}

/**
 * A build as check-budget reads it: index.html preloading the app's files, the manifest keyed by
 * chunk name (the list page's description chunks keyed by source, as vite names them) and each
 * chunk's file under assets/.
 */
function build(chunks: Chunk[]): string {
  const dist = mkdtempSync(join(tmpdir(), 'check-budget-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  const file = (name: string) => `assets/${name.replace(/[^a-zA-Z]/g, '_')}.js`;
  const manifest: Record<string, unknown> = {
    'index.html': { file: 'assets/index.js', name: 'index', isEntry: true },
  };
  writeFileSync(join(dist, 'assets/index.js'), 'import("./boot.js")');
  for (const chunk of chunks) {
    manifest[chunk.name] = {
      file: file(chunk.name),
      name: chunk.name,
      imports: chunk.imports ?? [],
    };
    writeFileSync(join(dist, file(chunk.name)), chunk.content ?? 'export {};');
  }
  writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  const preloads = chunks.map((chunk) => `<link rel="modulepreload" href="/${file(chunk.name)}">`);
  writeFileSync(join(dist, 'index.html'), `<!doctype html>${preloads.join('')}`);
  return dist;
}

/** The chunks of a build within every budget, `changes` applied by name. */
function chunks(changes: Record<string, Partial<Chunk>> = {}): Chunk[] {
  return [
    { name: 'boot' },
    { name: 'DefaultArea', imports: ['boot'] },
    { name: 'PubArea', imports: ['boot'] },
    { name: 'ResourcePage', imports: ['boot'] },
    { name: 'virtual:resource-loaders/hpfm' },
    { name: 'domain/resources/hpfm/country.ts' },
  ].map((chunk) => ({ ...chunk, ...changes[chunk.name] }));
}

/** Runs check-budget on a build: its exit code and what it printed. */
function check(dist: string) {
  const run = spawnSync(process.execPath, [SCRIPT, '--dist', dist], { encoding: 'utf8' });
  rmSync(dist, { recursive: true, force: true });
  return { status: run.status, output: run.stdout + run.stderr };
}

describe('check-budget', () => {
  it('passes a build whose pages are within their budgets', () => {
    const { status, output } = check(build(chunks()));
    expect(output).toMatch(/^ok +workplace \(\/workplace\): JS /m);
    expect(output).not.toMatch(/OVER|AREAS/);
    expect(status).toBe(0);
  });

  it('fails, naming the page, the figure and the budget, when a large library joins the app', () => {
    // 250 KB that no compression shrinks, in the chunk every operators' page loads.
    const { status, output } = check(build(chunks({ boot: { content: randomBytes(250 * 1024) } })));
    expect(output).toMatch(/^OVER workplace \(\/workplace\): JS 25\d\.\d KB of 200\.0 KB/m);
    expect(output).toMatch(/^OVER list page \(\/hpfm\/country\/list\): JS /m);
    expect(status).toBe(1);
  });

  it("fails when a page loads the other area's chunk", () => {
    const { status, output } = check(
      build(chunks({ DefaultArea: { imports: ['boot', 'PubArea'] } })),
    );
    expect(output).toMatch(/^AREAS workplace \(\/workplace\): loads DefaultArea and PubArea$/m);
    expect(status).toBe(1);
  });
});
