/**
 * Load on the routes a signed-in user waits for, measured against a Fastify hello-world in the same
 * run, so that the ratios hold on a busy or slow machine where the absolute numbers do not. The
 * servers run in their own processes; autocannon runs here.
 *
 * For each database (PGlite, then PostgreSQL at BENCH_DATABASE_URL or TEST_DATABASE_URL, in a
 * throwaway database) it starts the real app as `npm start` runs it (NODE_ENV=production), signs a
 * user up, creates 20 interviews with feedback (the newest with three attempts), and measures
 * GET /health, the interview list, the feedback report and the feedback attempts. Each route's
 * duration is cut into --rounds slices, each right after a slice of hello-world of the same length:
 * a route's ratio is to the hello-world slices run alongside it, so neighbours that come and go on a
 * shared machine weigh on both. p50 is the median slice's, p99 the worst slice's. Exits non-zero when
 * a goal is missed or any request failed.
 *
 * Run: npm run bench:api-load [-- --connections 50 --duration 8 --warmup 2 --rounds 4
 *   --databases pglite,postgres --routes list,'feedback report' --profile DIR]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { TranscriptEntryInput } from '@mockingbird/contracts';
import { FRONTEND_STRONG } from '@mockingbird/interview/fixtures';
import autocannon from 'autocannon';
import { createThrowawayPostgres, TEST_DATABASE_URL } from '../../apps/server/test/databases.ts';
import { freePort } from '../../apps/server/test/server-process.ts';

const root = path.resolve(import.meta.dirname, '..', '..');

const { values: args } = parseArgs({
  options: {
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '8' },
    warmup: { type: 'string', default: '2' },
    /** Slices each route's duration is cut into, each after a slice of hello-world. */
    rounds: { type: 'string', default: '4' },
    databases: { type: 'string', default: 'pglite,postgres' },
    /** Only these routes (hello-world always runs): a comma-separated subset of the names in the table. */
    routes: { type: 'string' },
    /** Write a V8 CPU profile of the app process into this folder (open it in Chrome's DevTools). */
    profile: { type: 'string' },
  },
});
const connections = Number(args.connections);
const duration = Number(args.duration);
const warmup = Number(args.warmup);
const rounds = Number(args.rounds);
const databases = args.databases.split(',').map((name) => name.trim());
for (const name of databases) {
  if (name !== 'pglite' && name !== 'postgres') throw new Error(`--databases: unknown database "${name}"`);
}
const onlyRoutes = args.routes?.split(',').map((name) => name.trim());
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? TEST_DATABASE_URL;

/** Share of hello-world's req/s that a route must reach, per database. */
const GOALS: Record<string, Record<string, number>> = {
  pglite: { list: 0.05, 'feedback report': 0.05, 'feedback attempts': 0.05 },
  postgres: { list: 0.2, 'feedback report': 0.2, 'feedback attempts': 0.2 },
};

interface Child {
  base: string;
  stop(): Promise<void>;
}

/** Runs a TypeScript entry point with tsx in its own process and waits until `readyPath` answers. */
async function startChild(
  entry: string,
  env: Record<string, string>,
  readyPath: string,
  nodeFlags: string[] = [],
): Promise<Child> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', entry], {
    cwd: root,
    // Only what the server needs: no LLM keys or settings from the caller's shell leak in.
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir(), PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i += 1) {
    if (child.exitCode !== null) throw new Error(`${entry} exited while starting (code ${child.exitCode})`);
    try {
      if ((await fetch(`${base}${readyPath}`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 240) throw new Error(`${entry} did not start within a minute`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    base,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** A throwaway PostgreSQL database; `drop` removes it. */
const createPostgresDatabase = () =>
  createThrowawayPostgres({
    adminUrl: ADMIN_URL,
    prefix: 'mb_bench',
    unreachable: (url) =>
      `Cannot reach PostgreSQL at ${url}; start it (scripts/test-prereqs.sh sets one up) or set BENCH_DATABASE_URL.`,
  });

async function call<T>(base: string, method: string, url: string, cookie?: string, body?: unknown) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(cookie ? { cookie } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
  return { json: JSON.parse(text) as T, response, bytes: Buffer.byteLength(text) };
}

const ROLES = ['Frontend Developer', 'Backend Engineer', 'Full Stack Engineer', 'Data Engineer', 'Mobile Developer'];
const TYPES = ['technical', 'behavioural', 'mixed'] as const;
const AMOUNTS = [5, 7, 10] as const;

interface Seeded {
  cookie: string;
  userId: string;
  interviewId: string;
  feedbackId: string;
}

/** A user with 20 interviews, each with feedback; the newest has three attempts. */
async function seed(base: string): Promise<Seeded> {
  const email = `bench-${randomBytes(4).toString('hex')}@example.com`;
  const password = 'correct horse battery';
  const signup = await call<{ _id: string }>(base, 'POST', '/user/signup', undefined, {
    name: 'Bench User',
    email,
    password,
    confirmPassword: password,
  });
  const setCookie = signup.response.headers.getSetCookie().find((c) => c.startsWith('mb_session='));
  if (!setCookie) throw new Error('sign-up set no session cookie');
  const cookie = setCookie.split(';')[0]!;
  const userId = signup.json._id;
  let interviewId = '';
  let feedbackId = '';
  for (let i = 0; i < 20; i += 1) {
    const created = await call<{ interview: { _id: string; questions: string[] } }>(
      base,
      'POST',
      '/interview/generate',
      cookie,
      {
        role: ROLES[i % ROLES.length],
        type: TYPES[i % TYPES.length],
        level: 'mid',
        amount: AMOUNTS[i % AMOUNTS.length],
        techstack: 'React, TypeScript, Node.js, PostgreSQL',
        userId,
      },
    );
    const { interview } = created.json;
    const answers = FRONTEND_STRONG.filter((entry) => entry.role === 'user').map((entry) => entry.content);
    let at = Date.parse('2026-03-02T10:00:00Z');
    const stamp = () => new Date((at += 20_000)).toISOString();
    const transcript: TranscriptEntryInput[] = interview.questions.flatMap((question, index) => [
      { role: 'assistant' as const, content: question, timestamp: stamp() },
      { role: 'user' as const, content: answers[index % answers.length]!, timestamp: stamp() },
    ]);
    const attempts = i === 19 ? 3 : 1;
    for (let a = 0; a < attempts; a += 1) {
      const saved = await call<{ _id: string }>(base, 'POST', '/interview/feedback', cookie, {
        interviewId: interview._id,
        userId,
        transcript,
      });
      feedbackId = saved.json._id;
    }
    interviewId = interview._id;
  }
  return { cookie, userId, interviewId, feedbackId };
}

interface Row {
  database: string;
  name: string;
  path: string;
  rps: number;
  /** req/s over hello-world's req/s in the slices run alongside. */
  ratio: number;
  p50: number;
  p99: number;
  bytes: number;
  goal: number | undefined;
  problem: string | undefined;
}

interface Target {
  name: string;
  base: string;
  path: string;
  cookie: string | undefined;
}

const rate = (results: autocannon.Result[]) =>
  results.reduce((n, r) => n + r.requests.total, 0) / results.reduce((n, r) => n + r.duration, 0);
/** The median slice's p50 and the worst slice's p99. */
const latency = (results: autocannon.Result[]) => {
  const p50s = results.map((r) => r.latency.p50).sort((a, b) => a - b);
  return { p50: p50s[Math.floor(p50s.length / 2)] ?? 0, p99: Math.max(0, ...results.map((r) => r.latency.p99)) };
};
const bodyBytes = async (target: Target) => {
  const response = await fetch(`${target.base}${target.path}`, {
    headers: target.cookie ? { cookie: target.cookie } : {},
  });
  return Buffer.byteLength(await response.text());
};

const load = (target: Target, seconds: number) =>
  autocannon({
    url: `${target.base}${target.path}`,
    connections,
    duration: seconds,
    headers: target.cookie ? { cookie: target.cookie } : {},
  });

/**
 * Measures `target` for `duration` seconds in `rounds` slices, each right after a slice of
 * hello-world of the same length, so that both see the same neighbours on a shared machine.
 */
async function measure(target: Target, hello: Target) {
  const bytes = await bodyBytes(target);
  if (warmup > 0) await load(target, warmup);
  const slice = duration / rounds;
  const ours: autocannon.Result[] = [];
  const theirs: autocannon.Result[] = [];
  for (let round = 0; round < rounds; round += 1) {
    theirs.push(await load(hello, slice));
    ours.push(await load(target, slice));
  }
  const failed = ours.reduce((n, r) => n + r.errors + r.timeouts + r.non2xx, 0);
  return {
    rps: rate(ours),
    hello: theirs,
    ...latency(ours),
    bytes,
    problem: failed > 0 ? `${failed} of ${ours.reduce((n, r) => n + r.requests.total, 0)} requests failed` : undefined,
  };
}

async function benchDatabase(database: 'pglite' | 'postgres'): Promise<Row[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mb-api-load-'));
  const postgres = database === 'postgres' ? await createPostgresDatabase() : undefined;
  const children: Child[] = [];
  try {
    const helloServer = await startChild(path.join('bench', 'api-load', 'hello-server.ts'), {}, '/');
    children.push(helloServer);
    const app = await startChild(
      path.join('apps', 'server', 'src', 'server.ts'),
      {
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        DATA_DIR: dataDir,
        // The load comes from one address; the per-address limit would turn it into 429s.
        RATE_LIMIT_PER_MINUTE: '1000000',
        ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      },
      '/health',
      args.profile ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(args.profile)] : [],
    );
    children.push(app);
    const seeded = await seed(app.base);
    const hello: Target = { name: 'hello-world', base: helloServer.base, path: '/', cookie: undefined };
    const targets: Target[] = [
      { name: 'health', base: app.base, path: '/health', cookie: undefined },
      { name: 'list', base: app.base, path: `/interview/user/${seeded.userId}`, cookie: seeded.cookie },
      {
        name: 'feedback report',
        base: app.base,
        path: `/interview/feedback/${seeded.feedbackId}`,
        cookie: seeded.cookie,
      },
      {
        name: 'feedback attempts',
        base: app.base,
        path: `/interview/${seeded.interviewId}/feedback`,
        cookie: seeded.cookie,
      },
    ].filter((target) => !onlyRoutes || onlyRoutes.includes(target.name));
    const rows: Row[] = [];
    const helloResults: autocannon.Result[] = [];
    for (const target of targets) {
      const { hello: alongside, ...measured } = await measure(target, hello);
      helloResults.push(...alongside);
      rows.push({
        database,
        name: target.name,
        path: target.path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, ':id'),
        ...measured,
        ratio: measured.rps / rate(alongside),
        goal: GOALS[database]?.[target.name],
      });
      process.stderr.write(
        `  ${database} ${target.name}: ${Math.round(measured.rps)} req/s; hello-world alongside ${Math.round(rate(alongside))}\n`,
      );
    }
    rows.unshift({
      database,
      name: 'hello-world',
      path: '/',
      rps: rate(helloResults),
      ratio: 1,
      ...latency(helloResults),
      bytes: await bodyBytes(hello),
      goal: undefined,
      problem: undefined,
    });
    return rows;
  } finally {
    for (const child of children.reverse()) await child.stop();
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function table(rows: Row[]): string {
  const header = ['database', 'route', 'path', 'req/s', '% hello', 'p50 ms', 'p99 ms', 'bytes/resp', 'goal', 'result'];
  const lines = rows.map((row) => {
    const pass = row.problem === undefined && (row.goal === undefined || row.ratio >= row.goal);
    return [
      row.database,
      row.name,
      row.path,
      Math.round(row.rps).toLocaleString('en-US'),
      `${(row.ratio * 100).toFixed(1)}%`,
      String(row.p50),
      String(row.p99),
      row.bytes.toLocaleString('en-US'),
      row.goal === undefined ? '' : `≥ ${row.goal * 100}%`,
      row.problem ?? (row.goal === undefined ? '' : pass ? 'pass' : 'FAIL'),
    ];
  });
  const widths = header.map((cell, i) => Math.max(cell.length, ...lines.map((line) => line[i]!.length)));
  const format = (cells: string[]) =>
    `| ${cells.map((cell, i) => (i >= 3 && i <= 7 ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join(' | ')} |`;
  return [format(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...lines.map(format)].join('\n');
}

console.error(
  `api-load: ${connections} connections, ${duration} s per route (after ${warmup} s warm-up), on ${databases.join(' and ')}; ${os.cpus().length} CPUs`,
);
const rows: Row[] = [];
for (const database of databases) rows.push(...(await benchDatabase(database as 'pglite' | 'postgres')));
console.log(table(rows));
const failures = rows.filter((row) => row.problem !== undefined || (row.goal !== undefined && row.ratio < row.goal));
if (failures.length > 0) {
  console.log(`\n${failures.length} goal(s) missed: ${failures.map((f) => `${f.database} ${f.name}`).join(', ')}`);
  process.exitCode = 1;
} else {
  console.log('\nEvery goal met.');
}
