/**
 * Builds the web app and reports what each page downloads, against the landing page's budget.
 * Run: npm run bench:bundle
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LANDING_BUDGET_BYTES, landingJavaScript } from '../../apps/web/scripts/landing-size.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
const outDir = mkdtempSync(path.join(os.tmpdir(), 'mb-bundle-'));
execFileSync(
  process.execPath,
  [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--outDir', outDir],
  {
    cwd: path.join(root, 'apps', 'web'),
    stdio: 'inherit',
  },
);
const { files, totalGzipBytes } = landingJavaScript(outDir);
console.log('\nLanding page (/) JavaScript, gzip:');
for (const f of files) console.log(`  ${f.file.padEnd(40)} ${(f.gzipBytes / 1024).toFixed(1).padStart(6)} kB`);
console.log(
  `  ${'total'.padEnd(40)} ${(totalGzipBytes / 1024).toFixed(1).padStart(6)} kB (budget ${LANDING_BUDGET_BYTES / 1024} kB)`,
);
