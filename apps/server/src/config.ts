import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Root of the server package, whether running from src/ (tsx, vitest) or dist/ (the build). */
export const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const integer = (min: number, max: number) =>
  z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const url = (protocols: readonly string[], hint: string) =>
  z
    .string()
    .trim()
    .refine((value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    }, hint);

/** Every setting, its default and its meaning. The README's configuration table mirrors this. */
const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], {
      error: 'must be development, production or test',
    })
    .default('development'),
  HOST: z.string().trim().min(1, 'must not be empty').default('127.0.0.1'),
  PORT: integer(0, 65535).default(3000),
  DATA_DIR: z.string().trim().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: url(
    ['postgres:', 'postgresql:'],
    'must be a postgres:// URL, e.g. postgres://user:password@127.0.0.1:5432/mockingbird',
  ).optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  PUBLIC_URL: url(['http:', 'https:'], 'must be an http(s) URL such as https://mockingbird.example.com')
    .transform((value) => new URL(value).origin)
    .optional(),
  TRUST_PROXY: booleanFlag.default(false),
  WEB_DIST_DIR: optionalText,
  SESSION_TTL_DAYS: integer(1, 365).default(30),
  BODY_LIMIT_BYTES: integer(1024, 100 * 1024 * 1024).default(1024 * 1024),
  RATE_LIMIT_PER_MINUTE: integer(1, 1_000_000).default(600),
  AUTH_RATE_LIMIT_WINDOW_MINUTES: integer(1, 24 * 60).default(15),
  AUTH_RATE_LIMIT_PER_IP: integer(1, 1_000_000).default(30),
  AUTH_RATE_LIMIT_PER_EMAIL: integer(1, 1_000_000).default(10),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_ISSUER: z.string().trim().min(1, 'must not be empty').default('https://accounts.google.com'),
  GOOGLE_JWKS_URL: url(['http:', 'https:'], 'must be an http(s) URL').default(
    'https://www.googleapis.com/oauth2/v3/certs',
  ),
  LLM_PROVIDER: z.enum(['none', 'openai', 'google'], { error: 'must be none, openai or google' }).default('none'),
  LLM_MODEL: optionalText,
  LLM_TIMEOUT_MS: integer(1000, 600_000).default(30_000),
  OPENAI_BASE_URL: url(['http:', 'https:'], 'must be an http(s) URL such as https://api.openai.com/v1').default(
    'https://api.openai.com/v1',
  ),
  OPENAI_API_KEY: optionalText,
  GOOGLE_GENERATIVE_AI_API_KEY: optionalText,
  GOOGLE_GENERATIVE_AI_BASE_URL: url(['http:', 'https:'], 'must be an http(s) URL').optional(),
});

const DEFAULT_MODELS = { openai: 'gpt-4o-mini', google: 'gemini-2.5-flash' } as const;

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** Absolute path where embedded data (PGlite, generated keys) lives. */
  dataDir: string;
  /** PostgreSQL connection string; undefined means embedded PGlite in dataDir. */
  databaseUrl: string | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Public origin of the app, e.g. https://mockingbird.example.com; undefined = the Host header's origin. */
  publicOrigin: string | undefined;
  trustProxy: boolean;
  webDistDir: string;
  sessionTtlMs: number;
  bodyLimitBytes: number;
  rateLimit: {
    perMinute: number;
    authWindowMs: number;
    authPerIp: number;
    authPerEmail: number;
  };
  google: {
    clientId: string | undefined;
    /** Accepted `iss` values; Google issues both forms of its own issuer. */
    issuers: string[];
    jwksUrl: string;
  };
  /** The language model used for questions and feedback; undefined = the bank and the analyzer only. */
  llm: LlmConfig | undefined;
}

export type LlmConfig =
  | { provider: 'openai'; model: string; baseUrl: string; apiKey: string | undefined; timeoutMs: number }
  | { provider: 'google'; model: string; baseUrl: string | undefined; apiKey: string; timeoutMs: number };

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor(readonly problems: string[]) {
    super(
      `The server cannot start because of its configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}\n` +
        'Change these environment variables (see the Configuration table in README.md) and start again.',
    );
  }
}

function googleIssuers(issuer: string): string[] {
  const bare = issuer.replace(/^https:\/\//, '');
  return bare === 'accounts.google.com' ? ['https://accounts.google.com', 'accounts.google.com'] : [issuer];
}

/** Parses settings from the environment; throws ConfigError listing every bad value at once. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "not set", as shells and .env files commonly produce them.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const key = String(issue.path[0] ?? 'environment');
        const value = env[key];
        return `${key} ${issue.message}${value === undefined ? '' : ` (got "${value}")`}`;
      }),
    );
  }
  const e = parsed.data;
  const problems: string[] = [];
  let llm: LlmConfig | undefined;
  if (e.LLM_PROVIDER === 'openai') {
    const official = new URL(e.OPENAI_BASE_URL).hostname === 'api.openai.com';
    if (official && !e.OPENAI_API_KEY) {
      problems.push(
        'OPENAI_API_KEY is required when LLM_PROVIDER=openai uses api.openai.com (or point OPENAI_BASE_URL at a local server)',
      );
    }
    llm = {
      provider: 'openai',
      model: e.LLM_MODEL ?? DEFAULT_MODELS.openai,
      baseUrl: e.OPENAI_BASE_URL.replace(/\/+$/, ''),
      apiKey: e.OPENAI_API_KEY,
      timeoutMs: e.LLM_TIMEOUT_MS,
    };
  } else if (e.LLM_PROVIDER === 'google') {
    if (!e.GOOGLE_GENERATIVE_AI_API_KEY)
      problems.push('GOOGLE_GENERATIVE_AI_API_KEY is required when LLM_PROVIDER=google');
    llm = {
      provider: 'google',
      model: e.LLM_MODEL ?? DEFAULT_MODELS.google,
      baseUrl: e.GOOGLE_GENERATIVE_AI_BASE_URL?.replace(/\/+$/, ''),
      apiKey: e.GOOGLE_GENERATIVE_AI_API_KEY ?? '',
      timeoutMs: e.LLM_TIMEOUT_MS,
    };
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    publicOrigin: e.PUBLIC_URL,
    trustProxy: e.TRUST_PROXY,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(SERVER_ROOT, '..', 'web', 'dist')),
    sessionTtlMs: e.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    rateLimit: {
      perMinute: e.RATE_LIMIT_PER_MINUTE,
      authWindowMs: e.AUTH_RATE_LIMIT_WINDOW_MINUTES * 60 * 1000,
      authPerIp: e.AUTH_RATE_LIMIT_PER_IP,
      authPerEmail: e.AUTH_RATE_LIMIT_PER_EMAIL,
    },
    google: {
      clientId: e.GOOGLE_CLIENT_ID,
      issuers: googleIssuers(e.GOOGLE_ISSUER),
      jwksUrl: e.GOOGLE_JWKS_URL,
    },
    llm,
  };
}
