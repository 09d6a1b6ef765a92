import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { accessSync, constants, statSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SAMPLE_RATE } from '../audio/pcm.ts';
import { resample } from '../audio/resample.ts';
import { parseWav } from '../audio/wav.ts';
import { PipelineError } from '../errors.ts';
import type { TTS } from './tts.ts';

/**
 * Speech from a local program that writes a WAV file (flite, espeak-ng). Each sentence is one
 * short-lived process; abort kills it. The audio is resampled to 16 kHz.
 */
export class CommandTTS implements TTS {
  readonly capabilities = { streaming: false };

  constructor(
    readonly name: string,
    private readonly command: string,
    /**
     * Arguments, given the text and the file to write; with no file the program writes to stdout.
     * A program that reads stdin gets the text there too.
     */
    private readonly args: (text: string, file: string | undefined) => string[],
    private readonly installHint: string,
    /** Write to a temporary file rather than stdout (flite cannot write to a socket). */
    private readonly writesFile: boolean,
  ) {}

  /** Throws a clear error, naming what to install, when the program is not on the PATH. Starts nothing. */
  check(searchPath = process.env.PATH ?? '') {
    const installed = searchPath
      .split(path.delimiter)
      .filter(Boolean)
      .some((dir) => {
        const candidate = path.join(dir, this.command);
        try {
          accessSync(candidate, constants.X_OK);
          return statSync(candidate).isFile();
        } catch {
          return false;
        }
      });
    if (!installed) throw PipelineError.unavailable('tts', `${this.command} is not installed: ${this.installHint}`);
  }

  async *synthesize(text: string, options: { signal?: AbortSignal } = {}): AsyncIterable<Int16Array> {
    if (options.signal?.aborted || text.trim() === '') return;
    const file = this.writesFile ? path.join(os.tmpdir(), `mockingbird-tts-${randomUUID()}.wav`) : undefined;
    const wav = await new Promise<Buffer | undefined>((resolve, reject) => {
      const child = spawn(this.command, this.args(text, file), { stdio: ['pipe', 'pipe', 'pipe'] });
      child.stdin.on('error', () => {}); // a killed or failed process closes its stdin early
      child.stdin.end(text);
      const chunks: Buffer[] = [];
      let stderr = '';
      const onAbort = () => child.kill('SIGKILL');
      options.signal?.addEventListener('abort', onAbort, { once: true });
      child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('error', (error: NodeJS.ErrnoException) =>
        reject(
          error.code === 'ENOENT'
            ? PipelineError.unavailable('tts', `${this.command} is not installed: ${this.installHint}`, error)
            : new PipelineError('tts', `${this.command} could not run`, { cause: error }),
        ),
      );
      child.on('close', (code) => {
        options.signal?.removeEventListener('abort', onAbort);
        if (options.signal?.aborted) resolve(undefined);
        else if (code === 0 && file) readFile(file).then(resolve, reject);
        else if (code === 0) resolve(Buffer.concat(chunks));
        // A program that fails once (a missing voice, a broken install) fails every sentence: the call cannot go on.
        else reject(new PipelineError('tts', `${this.command} failed (exit ${code}): ${stderr.trim().slice(0, 200)}`));
      });
    }).finally(() => (file ? rm(file, { force: true }) : undefined));
    if (!wav || options.signal?.aborted) return;
    const audio = parseWav(wav);
    yield resample(audio.samples, audio.sampleRate, SAMPLE_RATE);
  }

  async close(): Promise<void> {}
}

/** flite (Debian package flite), voice "slt" by default; writes 16 kHz already. */
export function fliteTTS(voice = 'slt'): CommandTTS {
  // flite cannot read text from a pipe; a leading dash would read as an option, so none is left.
  return new CommandTTS(
    'flite',
    'flite',
    (text, file) => ['-voice', voice, '-t', text.replace(/^[\s-]+/, ''), '-o', file ?? ''],
    'apt-get install flite',
    true,
  );
}

/** espeak-ng (Debian package espeak-ng), at `wordsPerMinute`; writes 22.05 kHz, resampled. */
export function espeakTTS(voice = 'en-us', wordsPerMinute = 165): CommandTTS {
  return new CommandTTS(
    'espeak-ng',
    'espeak-ng',
    () => ['-v', voice, '-s', String(wordsPerMinute), '--stdout', '--stdin'],
    'apt-get install espeak-ng',
    false,
  );
}
