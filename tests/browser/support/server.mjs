// Starts the real server (built app + API) on a free port with a throw-away data directory.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, freePort } from '../../../scripts/lib.mjs';

/** Starts the server; resolves with `{url, dataDir, stop}` once /health answers. */
export async function startServer(env = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'hzero-browser-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: join(ROOT, 'dist'),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not become healthy in 30 s');
    await new Promise((ok) => setTimeout(ok, 200));
  }
  return {
    url,
    dataDir,
    pid: child.pid,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((ok) => (child.exitCode !== null ? ok() : child.on('exit', ok)));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
