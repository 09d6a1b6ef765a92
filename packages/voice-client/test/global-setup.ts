import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

const root = path.resolve(import.meta.dirname, '..', '..', '..');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/**
 * The SDK is tested against the real Mockingbird server, started as `npm start` would run it (from
 * source, in its own process, on a fresh embedded database), so the SDK package never imports app code.
 */
export default async function setup(project: TestProject) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mb-voice-client-'));
  const privateKey = `sk_test_${randomBytes(16).toString('hex')}`;
  const publicKey = `pk_test_${randomBytes(16).toString('hex')}`;
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps', 'server', 'src', 'server.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_IP: '100000',
      AUTH_RATE_LIMIT_PER_EMAIL: '100000',
      RATE_LIMIT_PER_MINUTE: '100000',
      PLATFORM_PRIVATE_KEY: privateKey,
      PLATFORM_PUBLIC_KEY: publicKey,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    const healthy = await fetch(`${base}/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) break;
    if (Date.now() > deadline) throw new Error('the server did not become healthy within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  project.provide('serverUrl', base);
  project.provide('platformKeys', { privateKey, publicKey });
  return async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    serverUrl: string;
    platformKeys: { privateKey: string; publicKey: string };
  }
}
