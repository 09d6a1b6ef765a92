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

// Browsers that cannot recognise speech themselves (Firefox) talk to the server's offline engines,
// pocketsphinx and flite, from Debian's packages. As root they are installed when missing (as the
// test command does); otherwise the command to run is shown and the server runs without them.
const SPEECH_PACKAGES = ['pocketsphinx', 'pocketsphinx-en-us', 'libpocketsphinx-dev', 'flite'];
const usesOfflineSpeech =
  (process.env.STT_PROVIDER ?? 'pocketsphinx') === 'pocketsphinx' && (process.env.TTS_PROVIDER ?? 'flite') === 'flite';
const speechMissing = () =>
  spawnSync('sh', ['-c', 'command -v flite'], { stdio: 'ignore' }).status !== 0 ||
  !existsSync(process.env.POCKETSPHINX_MODEL_DIR ?? '/usr/share/pocketsphinx/model/en-us') ||
  !['ldconfig', '/sbin/ldconfig'].some((ldconfig) =>
    /libpocketsphinx\.so\.3/.test(spawnSync(ldconfig, ['-p'], { encoding: 'utf8' }).stdout ?? ''),
  );
if (usesOfflineSpeech && speechMissing()) {
  const canInstall =
    process.getuid?.() === 0 && spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (canInstall) {
    console.log(`Installing the offline speech engines (${SPEECH_PACKAGES.join(', ')}) for voice calls…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...SPEECH_PACKAGES], {
      stdio: 'inherit',
      env,
    });
  }
  if (speechMissing()) {
    console.warn(
      `Voice calls in browsers without their own speech recognition (Firefox) need the offline speech engines: sudo apt-get install -y ${SPEECH_PACKAGES.join(' ')}`,
    );
  }
}

process.setSourceMapsEnabled(true);
await import(pathToFileURL(at('apps', 'server', 'dist', 'server.js')).href);
