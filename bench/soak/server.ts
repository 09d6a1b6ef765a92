/**
 * The server under soak: `apps/server/src/server.ts` in its own process (as the SDK tests start it),
 * on a fresh PGlite in a temporary DATA_DIR or on a throwaway PostgreSQL database, with the rate
 * limits raised because every virtual user comes from 127.0.0.1.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { createThrowawayPostgres, TEST_DATABASE_URL } from '../../apps/server/test/databases.ts';
import { freePort } from '../../apps/server/test/server-process.ts';

const root = path.resolve(import.meta.dirname, '..', '..');

/** Where throwaway databases are created, as for the server's tests (apps/server/test/databases.ts). */
const ADMIN_DATABASE_URL = process.env.SOAK_DATABASE_URL ?? TEST_DATABASE_URL;

export type DatabaseKind = 'pglite' | 'postgres';

/** A line the server logged at warn or above (pino levels: 40 warn, 50 error, 60 fatal). */
export interface ServerLogLine {
  level: number;
  text: string;
}

export interface SoakServer {
  base: string;
  pid: number;
  privateKey: string;
  /** Lines logged at warn and above, and anything that was not a JSON log line. */
  readonly logged: ServerLogLine[];
  /** Set once the process has exited. */
  exited: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  /** Resident set size in bytes (VmRSS), or undefined when the process is gone. */
  rss(): number | undefined;
  /** CPU time the process has used so far, in milliseconds (user + system). */
  cpuMs(): number | undefined;
  /** Bytes the database holds on disk: the PGlite directory, or pg_database_size. */
  databaseBytes(): Promise<number | undefined>;
  stop(): Promise<void>;
}

function directoryBytes(directory: string): number {
  let total = 0;
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const at = path.join(directory, entry.name);
    if (entry.isDirectory()) total += directoryBytes(at);
    else if (entry.isFile()) total += statSync(at).size;
  }
  return total;
}

/** The /proc/<pid>/status field, e.g. `VmRSS:   123456 kB` → bytes. */
function procStatusBytes(pid: number, field: string): number | undefined {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

function procCpuMs(pid: number): number | undefined {
  try {
    // Fields after the parenthesised command name; utime and stime are the 12th and 13th of those.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    // Linux reports in clock ticks, USER_HZ, which is 100 on every mainstream architecture.
    return Number.isFinite(ticks) ? ticks * 10 : undefined;
  } catch {
    return undefined;
  }
}

function collectLog(child: ChildProcess, logged: ServerLogLine[]) {
  const read = (stream: NodeJS.ReadableStream | null) => {
    if (!stream) return;
    createInterface({ input: stream }).on('line', (line) => {
      if (line.trim() === '') return;
      let level = 40;
      try {
        const parsed = JSON.parse(line) as { level?: unknown };
        if (typeof parsed.level === 'number') level = parsed.level;
      } catch {
        // Not pino's output (a stack trace, a warning from Node): shown, counted as a warning.
      }
      if (level >= 40) logged.push({ level, text: line });
    });
  };
  read(child.stdout);
  read(child.stderr);
}

export async function startServer(options: { db: DatabaseKind; env?: Record<string, string> }): Promise<SoakServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mb-soak-'));
  const privateKey = `sk_soak_${randomBytes(16).toString('hex')}`;
  const database =
    options.db === 'postgres'
      ? await createThrowawayPostgres({
          adminUrl: ADMIN_DATABASE_URL,
          prefix: 'mb_soak',
          unreachable: (url) =>
            `Cannot reach PostgreSQL at ${url} for --db postgres; start it (scripts/test-prereqs.sh sets one up) or set SOAK_DATABASE_URL.`,
        })
      : undefined;
  const databaseUrl = database?.url;
  const dropDatabase = async () => {
    await database?.drop();
  };

  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps', 'server', 'src', 'server.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
      PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '1000000',
      AUTH_RATE_LIMIT_PER_IP: '1000000',
      AUTH_RATE_LIMIT_PER_EMAIL: '1000000',
      // Every simulated browser shares one address; the per-address call limits are for real clients.
      CALL_SOCKETS_PER_MINUTE_PER_IP: '1000000',
      CALL_UNCONNECTED_LIMIT_PER_IP: '1000000',
      // Only the private key is set: the public one is read from GET /config, as the browser does.
      PLATFORM_PRIVATE_KEY: privateKey,
      PLATFORM_PUBLIC_KEY: '',
      LLM_PROVIDER: 'none',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logged: ServerLogLine[] = [];
  collectLog(child, logged);
  const server: SoakServer = {
    base,
    pid: child.pid ?? 0,
    privateKey,
    logged,
    exited: undefined,
    rss: () => procStatusBytes(server.pid, 'VmRSS'),
    cpuMs: () => procCpuMs(server.pid),
    async databaseBytes() {
      try {
        if (databaseUrl) {
          const client = new pg.Client({ connectionString: databaseUrl });
          await client.connect();
          try {
            const result = await client.query<{ size: string }>('SELECT pg_database_size(current_database()) AS size');
            return Number(result.rows[0]?.size);
          } finally {
            await client.end();
          }
        }
        return directoryBytes(path.join(dataDir, 'pglite'));
      } catch {
        return undefined;
      }
    },
    async stop() {
      if (!server.exited) {
        const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
        child.kill('SIGTERM');
        // close-with-grace allows 10 s for calls to end; past that the process is killed.
        const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(killer);
      }
      rmSync(dataDir, { recursive: true, force: true });
      await dropDatabase();
    },
  };
  child.once('exit', (code, signal) => {
    server.exited = { code, signal };
  });

  try {
    for (let i = 0; ; i += 1) {
      if (server.exited) throw new Error(`the server exited while starting:\n${logged.map((l) => l.text).join('\n')}`);
      const healthy = await fetch(`${base}/health`)
        .then((response) => response.ok)
        .catch(() => false);
      if (healthy) break;
      if (i > 240) throw new Error('the server did not become healthy within 60 s');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } catch (error) {
    await server.stop().catch(() => undefined);
    throw error;
  }
  return server;
}
