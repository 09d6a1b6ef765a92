/**
 * The SDK's download size: what a page loads to start a call on Mockingbird (the core), and what loads
 * only when a call needs it (each mode's engine, the Daily transport). daily-js itself is a peer,
 * never counted. Run: npm run size -w @mockingbird/voice-client
 */
import { build } from 'esbuild';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The gzip budget of the core. */
export const CORE_BUDGET_BYTES = 15 * 1024;

const root = path.resolve(import.meta.dirname, '..');

export interface SizeReport {
  /** gzip bytes of the entry and every chunk it imports statically. */
  coreGzipBytes: number;
  core: { file: string; gzipBytes: number }[];
  /** Chunks loaded on demand (dynamic imports), by name. */
  lazy: { file: string; gzipBytes: number }[];
}

export async function measure(): Promise<SizeReport> {
  const result = await build({
    entryPoints: [path.join(root, 'src', 'index.ts')],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    minify: true,
    write: false,
    metafile: true,
    outdir: '/size',
    external: ['@daily-co/daily-js'],
    logLevel: 'silent',
  });
  const gzip = new Map(result.outputFiles.map((file) => [path.basename(file.path), gzipSync(file.contents).length]));
  const outputs = result.metafile.outputs;
  const name = (file: string) => path.basename(file);
  const entry = Object.keys(outputs).find((file) => outputs[file]!.entryPoint)!;
  const core = new Set<string>();
  const visit = (file: string) => {
    if (core.has(file)) return;
    core.add(file);
    for (const imported of outputs[file]!.imports) {
      if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
    }
  };
  visit(entry);
  const sized = (file: string) => ({ file: name(file), gzipBytes: gzip.get(name(file)) ?? 0 });
  const coreFiles = [...core].map(sized);
  return {
    coreGzipBytes: coreFiles.reduce((sum, file) => sum + file.gzipBytes, 0),
    core: coreFiles,
    lazy: Object.keys(outputs)
      .filter((file) => file.endsWith('.js') && !core.has(file))
      .map(sized),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = await measure();
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
  console.log('Core (loaded with the page), gzip:');
  for (const file of report.core) console.log(`  ${file.file.padEnd(36)} ${kb(file.gzipBytes).padStart(9)}`);
  console.log(`  ${'total'.padEnd(36)} ${kb(report.coreGzipBytes).padStart(9)} (budget ${kb(CORE_BUDGET_BYTES)})`);
  console.log('Loaded when a call needs it, gzip:');
  for (const file of report.lazy) console.log(`  ${file.file.padEnd(36)} ${kb(file.gzipBytes).padStart(9)}`);
}
