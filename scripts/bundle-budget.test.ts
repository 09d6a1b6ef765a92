import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANDING_BUDGET_BYTES, landingJavaScript } from '../apps/web/scripts/landing-size.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps', 'web');

describe('the web bundle', () => {
  it('keeps the landing page under 100 kB of JavaScript after gzip', () => {
    const outDir = mkdtempSync(path.join(os.tmpdir(), 'mb-web-build-'));
    execFileSync(
      process.execPath,
      [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--outDir', outDir, '--emptyOutDir'],
      {
        cwd: web,
        stdio: 'pipe',
        // Vitest sets NODE_ENV=test, which would make Vite build React's development version.
        env: { ...process.env, NODE_ENV: 'production' },
      },
    );
    const { files, totalGzipBytes } = landingJavaScript(outDir);
    expect(totalGzipBytes, files.map((f) => f.file).join(', ')).toBeLessThanOrEqual(LANDING_BUDGET_BYTES);
    // Libraries the landing page does not use stay out of it.
    expect(files.map((f) => f.file).filter((file) => /^(zod|query|forms)-/.test(file))).toEqual([]);
  });
});
