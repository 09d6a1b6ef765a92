// What the landing page (/) downloads: the entry script, the home route's chunk, and every chunk
// they import statically, measured after gzip. Used by the bundle budget test and bench/bundle.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export function landingJavaScript(distDir: string): {
  files: { file: string; gzipBytes: number }[];
  totalGzipBytes: number;
} {
  const assets = path.join(distDir, 'assets');
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const entry = /<script type="module"[^>]*src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error('index.html has no module script');
  const home = readdirSync(assets).find((file) => /^home-[\w-]+\.js$/.test(file));
  if (!home) throw new Error('no home route chunk in the build');
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(path.join(assets, file), 'utf8');
    // Static imports only; dynamic import() chunks load later, when needed.
    for (const match of source.matchAll(/(?:^|[;}\n])\s*import\s*(?:[^"'()]*?from\s*)?["']\.\/([^"']+\.js)["']/g))
      walk(match[1]!);
  };
  walk(entry);
  walk(home);
  const files = [...seen].map((file) => ({ file, gzipBytes: gzipSync(readFileSync(path.join(assets, file))).length }));
  return { files, totalGzipBytes: files.reduce((total, f) => total + f.gzipBytes, 0) };
}

export const LANDING_BUDGET_BYTES = 100 * 1024;
