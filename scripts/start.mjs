// `npm start`: builds whatever is missing or older than its sources, then runs the server in this process.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (/** @type {string[]} */ ...parts) => path.join(root, ...parts);

/** @param {string} entry @returns {number} */
function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of readdirSync(entry)) {
    if (child === 'node_modules' || child === 'dist' || child.endsWith('.test.ts') || child.endsWith('.test.tsx'))
      continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

const packagesSources = readdirSync(at('packages')).map((name) => at('packages', name, 'src'));

const targets = [
  {
    workspace: '@mockingbird/web',
    output: at('apps', 'web', 'dist', 'index.html'),
    sources: [
      at('apps', 'web', 'src'),
      at('apps', 'web', 'public'),
      at('apps', 'web', 'index.html'),
      at('apps', 'web', 'vite.config.ts'),
      ...packagesSources,
    ],
  },
  {
    workspace: '@mockingbird/server',
    output: at('apps', 'server', 'dist', 'server.js'),
    sources: [at('apps', 'server', 'src'), at('apps', 'server', 'build.mjs'), ...packagesSources],
  },
];

for (const target of targets) {
  const built = existsSync(target.output) ? statSync(target.output).mtimeMs : 0;
  const newestSource = Math.max(...target.sources.map(newestMtime));
  if (built >= newestSource) continue;
  console.log(`Building ${target.workspace}…`);
  // Builds are always production builds, whatever NODE_ENV the server itself runs with.
  const result = spawnSync('npm', ['run', 'build', '--workspace', target.workspace], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    console.error(`Building ${target.workspace} failed; see the output above.`);
    process.exit(result.status ?? 1);
  }
}

process.setSourceMapsEnabled(true);
await import(pathToFileURL(at('apps', 'server', 'dist', 'server.js')).href);
