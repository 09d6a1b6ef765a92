import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('README', () => {
  it('begins with exactly two commands: run the app, then run the whole test suite', () => {
    const readme = read('README.md');
    const beforeProse = readme.split(/\n(?=[A-Z])/)[0]!;
    const commands = [...beforeProse.matchAll(/```sh\n([^`]+?)\n```/g)].map((match) => match[1]);
    expect(commands).toEqual(['npm ci && npm start', 'npm ci && npm test']);
  });

  it('is what CI runs', () => {
    const ciCommands = read('.ci/run')
      .split('\n')
      .filter(
        (line) => line.trim() !== '' && !line.startsWith('#') && !line.startsWith('set ') && !line.startsWith('cd '),
      );
    expect(ciCommands).toEqual(['npm ci && npm test']);
    expect(read('.ci/run')).toContain('set -euo pipefail');
  });

  it('documents every configuration variable the server reads', () => {
    const readme = read('README.md');
    const config = read('apps/server/src/config.ts');
    const schemaKeys = [...config.matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((match) => match[1]);
    expect(schemaKeys.length).toBeGreaterThan(10);
    for (const key of schemaKeys) expect(readme, key).toMatch(new RegExp(`^\\| \`${key}\` +\\|`, 'm'));
  });
});
