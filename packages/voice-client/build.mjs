// Builds what the SDK ships: ESM in dist/ (a core, and the chunks loaded when a call needs them), the
// audio worklets beside it, and type declarations in dist/types with the wire contracts they use.
// Run: npm run build -w @mockingbird/voice-client
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, 'dist');
const tsc = path.join(here, '..', '..', 'node_modules', 'typescript', 'bin', 'tsc');

rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: {
    index: path.join(here, 'src', 'index.ts'),
    microphone: path.join(here, 'src', 'microphone.ts'),
    testing: path.join(here, 'src', 'testing', 'index.ts'),
  },
  outdir: dist,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  sourcemap: true,
  // zod is a dependency; daily-js is an optional peer loaded only for calls on Vapi's cloud.
  external: ['zod', '@daily-co/daily-js'],
  logLevel: 'warning',
});
// Loaded at run time by URL, next to the chunk that loads them (new URL('./audio/worklets.js', import.meta.url)).
mkdirSync(path.join(dist, 'audio'), { recursive: true });
copyFileSync(path.join(here, 'src', 'audio', 'worklets.js'), path.join(dist, 'audio', 'worklets.js'));

// Declarations: the SDK's and those of the contracts it exposes (a private workspace package,
// so its types ship inside this one).
execFileSync(process.execPath, [tsc, '-p', path.join(here, 'tsconfig.build.json')], { stdio: 'inherit' });
execFileSync(
  process.execPath,
  [
    tsc,
    '-p',
    path.join(here, '..', 'contracts', 'tsconfig.json'),
    '--noEmit',
    'false',
    '--declaration',
    '--emitDeclarationOnly',
    '--outDir',
    path.join(dist, 'types', 'contracts'),
  ],
  { stdio: 'inherit' },
);
const files = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : full.endsWith('.d.ts') ? [full] : [];
  });
for (const file of files(path.join(dist, 'types'))) {
  if (file.endsWith('.test.d.ts')) {
    rmSync(file);
    continue;
  }
  const toContracts = (entry) => {
    const relative = path.relative(path.dirname(file), path.join(dist, 'types', 'contracts', `${entry}.js`));
    return relative.startsWith('.') ? relative : `./${relative}`;
  };
  const text = readFileSync(file, 'utf8')
    .replace(/(from\s+'\.{1,2}\/[^']+)\.ts'/g, "$1.js'")
    .replace(/(import\('\.{1,2}\/[^']+)\.ts'\)/g, "$1.js')")
    .replace(/'@mockingbird\/contracts\/call-messages'/g, `'${toContracts('call-messages')}'`)
    .replace(/'@mockingbird\/contracts'/g, `'${toContracts('index')}'`);
  writeFileSync(file, text);
}
