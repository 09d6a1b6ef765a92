import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { CORE_BUDGET_BYTES, measure } from '../scripts/size.ts';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const tsc = path.join(root, '..', '..', 'node_modules', 'typescript', 'bin', 'tsc');

describe('what the SDK ships', () => {
  beforeAll(() => {
    execFileSync(process.execPath, [path.join(root, 'build.mjs')], { cwd: root, stdio: 'pipe' });
  }, 120_000);

  it('keeps the core (what a page loads to start a call) within its gzip budget', async () => {
    const report = await measure();
    expect(report.coreGzipBytes, report.core.map((f) => `${f.file} ${f.gzipBytes}`).join(', ')).toBeLessThanOrEqual(
      CORE_BUDGET_BYTES,
    );
    // The Daily transport and each call mode's engine load only when a call needs them.
    expect(report.lazy.map((f) => f.file.replace(/-[A-Z0-9]+\.js$/, ''))).toEqual(
      expect.arrayContaining(['daily-transport', 'browser-speech', 'web-audio-io']),
    );
  });

  it('is an ES module whose default export is the client, with the audio worklets beside it', async () => {
    const module = (await import(pathToFileURL(path.join(dist, 'index.js')).href)) as {
      default: new (token: string) => { start: unknown; callClientState: string };
    };
    const client = new module.default('pk_test');
    expect(typeof client.start).toBe('function');
    expect(client.callClientState).toBe('new');
    expect(readFileSync(path.join(dist, 'audio', 'worklets.js'), 'utf8')).toBe(
      readFileSync(path.join(root, 'src', 'audio', 'worklets.js'), 'utf8'),
    );
  });

  it('ships types that stand alone and type the events', () => {
    const dir = path.join(dist, 'consumer');
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      path.join(dir, 'consumer.ts'),
      `import Vapi, { type CallServerMessage } from '../types/voice-client/index.js';
const vapi = new Vapi('pk');
vapi.on('message', (message: CallServerMessage) => {
  if (message.type === 'transcript') message.transcript.toUpperCase();
});
vapi.on('volume-level', (volume) => volume.toFixed(2));
vapi.on('error', (event) => event.error.reason.toUpperCase());
// @ts-expect-error: not an event of the client
vapi.on('no-such-event', () => undefined);
void vapi.start({ firstMessage: 'Hi' }, undefined, undefined, undefined, undefined, { mode: 'audio' });
`,
    );
    const result = (() => {
      try {
        execFileSync(
          process.execPath,
          [
            tsc,
            '--noEmit',
            '--strict',
            '--skipLibCheck',
            'false',
            '--module',
            'NodeNext',
            '--moduleResolution',
            'NodeNext',
            '--target',
            'ES2022',
            '--lib',
            'ES2022,DOM',
            path.join(dir, 'consumer.ts'),
          ],
          { cwd: root, stdio: 'pipe' },
        );
        return '';
      } catch (error) {
        return String((error as { stdout?: Buffer }).stdout ?? error);
      }
    })();
    expect(result).toBe('');
  });
});
