/**
 * Shared by the voice benchmarks: a real server in its own process (as `npm start` runs it, on a
 * fresh PGlite), and callers that speak flite audio into interview calls at real-time pace.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CallClient, speech } from '../../apps/server/test/call-client.ts';
import { freePort } from '../../apps/server/test/server-process.ts';

const root = path.resolve(import.meta.dirname, '..', '..');

export interface BenchServer {
  base: string;
  publicKey: string;
  privateKey: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

export async function startServer(env: Record<string, string> = {}): Promise<BenchServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mb-bench-'));
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i += 1) {
    if (child.exitCode !== null) throw new Error('the server exited while starting');
    try {
      if ((await fetch(`${base}/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (i > 600) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const keys = JSON.parse(readFileSync(path.join(dataDir, 'platform.json'), 'utf8')) as {
    publicKey: string;
    privateKey: string;
  };
  return {
    base,
    ...keys,
    process: child,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export const QUESTIONS = [
  'Tell me about a project you are proud of.',
  'How do you test your code?',
  'How do you handle a disagreement with a teammate?',
  'What would you do if a release broke production?',
  'How do you keep learning?',
  'Why do you want this role?',
];

/** Answers long enough that the interviewer never asks a follow-up, as flite speech. */
export const ANSWER_TEXTS = [
  'I built a checkout page with my team and we increased conversion by eight percent after we measured every step first',
  'I write unit tests for every feature and run them on every pull request so that problems are caught before they ship',
  'I listen to understand their reasons first and then we compare the options with data and agree on a small experiment',
  'I would roll back the release at once and then find the root cause and write a test so that it cannot happen again',
];

export interface TurnSample {
  /** Last voiced frame sent (the quiet tail excluded) → first assistant audio frame received. */
  totalMs: number;
  endpointingMs: number;
  transcriberMs: number;
  modelMs: number;
  voiceMs: number;
  /** Longest gap between assistant audio frames within its reply (real-time pacing). */
  worstFrameGapMs: number;
}

/** One interview call: the greeting, then `turns` answers, each timed; then hang up. */
export async function runCall(server: BenchServer, answers: Int16Array[], turns: number): Promise<TurnSample[]> {
  const response = await fetch(`${server.base}/call/web`, {
    method: 'POST',
    headers: { authorization: `Bearer ${server.publicKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      assistant: { firstMessage: 'Hello, shall we begin?' },
      assistantOverrides: { variableValues: { questions: QUESTIONS.map((q) => `- ${q}`).join('\n') } },
      transport: { mode: 'audio' },
    }),
  });
  if (response.status !== 201) throw new Error(`call start failed: ${response.status} ${await response.text()}`);
  const call = (await response.json()) as { id: string; webCallUrl: string };
  const client = new CallClient(call.webCallUrl);
  await client.opened();
  client.startMicrophone();
  await client.assistantDone(120_000);
  const totals: { totalMs: number; worstFrameGapMs: number }[] = [];
  for (let turn = 0; turn < turns; turn += 1) {
    const framesBefore = client.audioFrames.length;
    await client.sayAudio(answers[turn % answers.length]!);
    const sentAt = client.lastVoicedSentAt;
    await client.waitFor('speech-update', (m) => m.role === 'assistant' && m.status === 'started', 120_000);
    await client.assistantDone(120_000);
    const reply = client.audioFrames.slice(framesBefore).filter((at) => at >= sentAt);
    const gaps = reply.slice(1).map((at, i) => at - reply[i]!);
    totals.push({ totalMs: (reply[0] ?? Number.NaN) - sentAt, worstFrameGapMs: Math.max(0, ...gaps) });
  }
  await client.close();
  // The server's own breakdown of each turn, stored on the call.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const stored = (await (
    await fetch(`${server.base}/call/${call.id}`, { headers: { authorization: `Bearer ${server.privateKey}` } })
  ).json()) as {
    artifact: {
      performanceMetrics?: {
        turnLatencies: {
          endpointingLatency: number;
          transcriberLatency: number;
          modelLatency: number;
          voiceLatency: number;
        }[];
      };
    };
  };
  const server_ = stored.artifact.performanceMetrics?.turnLatencies ?? [];
  return totals.map((t, i) => ({
    ...t,
    endpointingMs: server_[i]?.endpointingLatency ?? Number.NaN,
    transcriberMs: server_[i]?.transcriberLatency ?? Number.NaN,
    modelMs: server_[i]?.modelLatency ?? Number.NaN,
    voiceMs: server_[i]?.voiceLatency ?? Number.NaN,
  }));
}

export async function answerAudio(): Promise<Int16Array[]> {
  return Promise.all(ANSWER_TEXTS.map((text) => speech(text)));
}

export function percentile(values: number[], q: number): number {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

export const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'n/a');
