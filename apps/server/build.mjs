// Bundles the server and the workspace packages it imports into dist/server.js. Third-party
// dependencies stay external and load from node_modules, so native and WASM modules work as shipped.
import { copyFileSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@mockingbird/'));

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});

// Worker threads load their script from a file next to the bundle.
copyFileSync(
  new URL('../../packages/voice-agent/src/stt/pocketsphinx-worker.mjs', import.meta.url),
  new URL('./dist/pocketsphinx-worker.mjs', import.meta.url),
);
