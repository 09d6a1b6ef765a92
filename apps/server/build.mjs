// Bundles the server and the workspace packages it imports into dist/server.js. Third-party
// dependencies stay external and load from node_modules, so native and WASM modules work as shipped.
import { copyFileSync, readdirSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';

/** @param {URL} url */
const manifest = (url) => JSON.parse(readFileSync(url, 'utf8'));
const packages = new URL('../../packages/', import.meta.url);
const manifests = [
  manifest(new URL('./package.json', import.meta.url)),
  ...readdirSync(packages).map((name) => manifest(new URL(`${name}/package.json`, packages))),
];
const external = [...new Set(manifests.flatMap((pkg) => Object.keys(pkg.dependencies ?? {})))].filter(
  (name) => !name.startsWith('@mockingbird/'),
);

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
