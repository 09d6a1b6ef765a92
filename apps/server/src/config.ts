import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Root of the server package, whether running from src/ (tsx, vitest) or dist/ (the build). */
export const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** DATABASE_TIMEOUT_MS's default, also used by databases opened without a config (tests). */
export const DEFAULT_DATABASE_TIMEOUT_MS = 5000;

const integer = (min: number, max: number) =>
  z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);

const TRUST_PROXY_HINT =
  'must be false, the number of proxies in front of the server (1 for one reverse proxy), or a comma-separated list of their addresses';

/** A CIDR range or a single address, as proxy-addr takes them. */
function isAddressOrRange(value: string): boolean {
  const [address = '', bits, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const max = family === 4 ? 32 : 128;
  return /^\d+$/.test(bits) && Number(bits) <= max;
}

/**
 * Which `X-Forwarded-For` entries to believe. Trusting the whole header (Fastify's `true`) lets any
 * client name its own address and so escape per-address rate limits; a hop count takes the address
 * the nearest proxies saw. `true` means one proxy, the usual reverse proxy on the same host.
 */
const trustProxySetting = z
  .string()
  .trim()
  .transform((value, context): false | number | string[] => {
    const lower = value.toLowerCase();
    if (['', 'false', 'no', '0'].includes(lower)) return false;
    if (['true', 'yes'].includes(lower)) return 1;
    if (/^\d+$/.test(value) && Number(value) <= 10) return Number(value);
    const addresses = value.split(',').map((part) => part.trim());
    if (addresses.every(isAddressOrRange)) return addresses;
    context.addIssue({ code: 'custom', message: TRUST_PROXY_HINT });
    return z.NEVER;
  });

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
  TRUST_PROXY: trustProxySetting.default(false),
  WEB_DIST_DIR: optionalText,
  SESSION_TTL_DAYS: integer(1, 365).default(30),
  BODY_LIMIT_BYTES: integer(1024, 100 * 1024 * 1024).default(1024 * 1024),
  REQUEST_TIMEOUT_MS: integer(1000, 3_600_000).default(30_000),
  DATABASE_TIMEOUT_MS: integer(100, 600_000).default(DEFAULT_DATABASE_TIMEOUT_MS),
  WORKER_HEARTBEAT_SECONDS: integer(1, 3600).default(15),
  RATE_LIMIT_PER_MINUTE: integer(1, 1_000_000).default(600),
  AUTH_RATE_LIMIT_WINDOW_MINUTES: integer(1, 24 * 60).default(15),
  AUTH_RATE_LIMIT_PER_IP: integer(1, 1_000_000).default(30),
  AUTH_RATE_LIMIT_PER_EMAIL: integer(1, 1_000_000).default(10),
  CALL_SOCKETS_PER_MINUTE_PER_IP: integer(1, 1_000_000).default(30),
  CALL_UNCONNECTED_LIMIT_PER_IP: integer(1, 1_000_000).default(5),
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
  PLATFORM_PRIVATE_KEY: optionalText,
  PLATFORM_PUBLIC_KEY: optionalText,
  CALL_DEFAULT_MODE: z
    .enum(['auto', 'client-speech', 'audio'], { error: 'must be auto, client-speech or audio' })
    .default('auto'),
  STT_PROVIDER: z
    .enum(['pocketsphinx', 'openai', 'deepgram'], { error: 'must be pocketsphinx, openai or deepgram' })
    .default('pocketsphinx'),
  TTS_PROVIDER: z
    .enum(['flite', 'espeak-ng', 'openai', 'elevenlabs'], { error: 'must be flite, espeak-ng, openai or elevenlabs' })
    .default('flite'),
  VAD_PROVIDER: z.enum(['energy', 'silero'], { error: 'must be energy or silero' }).default('energy'),
  POCKETSPHINX_MODEL_DIR: z.string().trim().min(1).default('/usr/share/pocketsphinx/model/en-us'),
  FLITE_VOICE: z.string().trim().min(1).default('slt'),
  ESPEAK_VOICE: z.string().trim().min(1).default('en-us'),
  OPENAI_STT_MODEL: z.string().trim().min(1).default('whisper-1'),
  OPENAI_TTS_MODEL: z.string().trim().min(1).default('tts-1'),
  OPENAI_TTS_VOICE: z.string().trim().min(1).default('alloy'),
  DEEPGRAM_API_KEY: optionalText,
  DEEPGRAM_URL: url(['ws:', 'wss:'], 'must be a ws(s):// URL').default('wss://api.deepgram.com/v1/listen'),
  DEEPGRAM_MODEL: z.string().trim().min(1).default('nova-2'),
  ELEVENLABS_API_KEY: optionalText,
  ELEVENLABS_VOICE_ID: z.string().trim().min(1).default('21m00Tcm4TlvDq8ikWAM'),
  ELEVENLABS_MODEL: z.string().trim().min(1).default('eleven_turbo_v2_5'),
  ELEVENLABS_BASE_URL: url(['http:', 'https:'], 'must be an http(s) URL').default('https://api.elevenlabs.io'),
  CALL_SILENCE_MS: integer(200, 5000).default(900),
  CALL_SILENCE_TIMEOUT_SECONDS: integer(5, 3600).default(30),
  CALL_MAX_DURATION_SECONDS: integer(10, 4 * 3600).default(1800),
  CALL_TOKEN_TTL_SECONDS: integer(5, 3600).default(60),
  VAPI_PUBLIC_KEY: optionalText,
  VAPI_WORKFLOW_ID: optionalText,
  VAPI_API_BASE_URL: url(['https:'], 'must be an https URL such as https://api.vapi.ai')
    .transform((value) => value.replace(/\/+$/, ''))
    .default('https://api.vapi.ai'),
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
  /** false, a number of proxy hops, or proxy addresses/ranges (see trustProxySetting). */
  trustProxy: false | number | string[];
  webDistDir: string;
  sessionTtlMs: number;
  bodyLimitBytes: number;
  /** Longest a client may take to send a whole request, headers and body (not a socket once upgraded). */
  requestTimeoutMs: number;
  /** Longest wait on PostgreSQL for a connection, a lock or one statement before a 503. */
  databaseTimeoutMs: number;
  /** How often this process proves it is alive; calls of a worker silent for 3 beats are orphaned. */
  workerHeartbeatMs: number;
  rateLimit: {
    perMinute: number;
    authWindowMs: number;
    authPerIp: number;
    authPerEmail: number;
    /** Call socket connections per client address per minute. */
    callSocketsPerMinute: number;
    /** Web calls started with the public key from one address that may wait for their socket at once. */
    unconnectedCallsPerIp: number;
  };
  google: {
    clientId: string | undefined;
    /** Accepted `iss` values; Google issues both forms of its own issuer. */
    issuers: string[];
    jwksUrl: string;
  };
  /** The language model used for questions and feedback; undefined = the bank and the analyzer only. */
  llm: LlmConfig | undefined;
  platform: {
    /** From the environment; undefined = generated once into DATA_DIR. */
    privateKey: string | undefined;
    publicKey: string | undefined;
  };
  voice: VoiceConfig;
  /** Vapi's cloud, when the web app's calls go there instead of to this server's own platform. */
  vapi: VapiConfig | undefined;
}

export interface VapiConfig {
  /** Vapi's public key: the browser starts calls on Vapi's cloud with it. */
  publicKey: string;
  /** The Interview Generator workflow on Vapi; undefined: no interview generation by voice. */
  workflowId: string | undefined;
  /** Vapi's API, e.g. https://api.vapi.ai (no trailing slash). */
  apiBaseUrl: string;
}

export interface VoiceConfig {
  /**
   * What a call uses unless the client asks otherwise: the browser's speech, the server's, or `auto`
   * (the browser chooses; a call started without a mode gets audio when the server's engines can run).
   */
  defaultMode: 'auto' | 'client-speech' | 'audio';
  stt:
    | { provider: 'pocketsphinx'; modelDir: string }
    | { provider: 'openai'; baseUrl: string; apiKey: string | undefined; model: string }
    | { provider: 'deepgram'; apiKey: string; url: string; model: string };
  tts:
    | { provider: 'flite'; voice: string }
    | { provider: 'espeak-ng'; voice: string }
    | { provider: 'openai'; baseUrl: string; apiKey: string | undefined; model: string; voice: string }
    | { provider: 'elevenlabs'; apiKey: string; voiceId: string; model: string; baseUrl: string };
  /** Who decides which audio is speech: a loudness detector, or the Silero model. */
  vad: 'energy' | 'silero';
  silenceMs: number;
  silenceTimeoutMs: number;
  maxDurationMs: number;
  tokenTtlMs: number;
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
  if (e.STT_PROVIDER === 'deepgram' && !e.DEEPGRAM_API_KEY)
    problems.push('DEEPGRAM_API_KEY is required when STT_PROVIDER=deepgram');
  if (e.TTS_PROVIDER === 'elevenlabs' && !e.ELEVENLABS_API_KEY) {
    problems.push('ELEVENLABS_API_KEY is required when TTS_PROVIDER=elevenlabs');
  }
  const openAiBase = e.OPENAI_BASE_URL.replace(/\/+$/, '');
  if (
    (e.STT_PROVIDER === 'openai' || e.TTS_PROVIDER === 'openai') &&
    new URL(openAiBase).hostname === 'api.openai.com' &&
    !e.OPENAI_API_KEY
  ) {
    problems.push('OPENAI_API_KEY is required when STT_PROVIDER or TTS_PROVIDER is openai with api.openai.com');
  }
  if (e.VAPI_WORKFLOW_ID && !e.VAPI_PUBLIC_KEY) {
    problems.push(
      "VAPI_WORKFLOW_ID is set but VAPI_PUBLIC_KEY is not: set VAPI_PUBLIC_KEY to run calls on Vapi's cloud",
    );
  }
  if (problems.length > 0) throw new ConfigError(problems);
  const voice: VoiceConfig = {
    defaultMode: e.CALL_DEFAULT_MODE,
    stt:
      e.STT_PROVIDER === 'openai'
        ? { provider: 'openai', baseUrl: openAiBase, apiKey: e.OPENAI_API_KEY, model: e.OPENAI_STT_MODEL }
        : e.STT_PROVIDER === 'deepgram'
          ? { provider: 'deepgram', apiKey: e.DEEPGRAM_API_KEY ?? '', url: e.DEEPGRAM_URL, model: e.DEEPGRAM_MODEL }
          : { provider: 'pocketsphinx', modelDir: e.POCKETSPHINX_MODEL_DIR },
    tts:
      e.TTS_PROVIDER === 'openai'
        ? {
            provider: 'openai',
            baseUrl: openAiBase,
            apiKey: e.OPENAI_API_KEY,
            model: e.OPENAI_TTS_MODEL,
            voice: e.OPENAI_TTS_VOICE,
          }
        : e.TTS_PROVIDER === 'elevenlabs'
          ? {
              provider: 'elevenlabs',
              apiKey: e.ELEVENLABS_API_KEY ?? '',
              voiceId: e.ELEVENLABS_VOICE_ID,
              model: e.ELEVENLABS_MODEL,
              baseUrl: e.ELEVENLABS_BASE_URL.replace(/\/+$/, ''),
            }
          : e.TTS_PROVIDER === 'espeak-ng'
            ? { provider: 'espeak-ng', voice: e.ESPEAK_VOICE }
            : { provider: 'flite', voice: e.FLITE_VOICE },
    vad: e.VAD_PROVIDER,
    silenceMs: e.CALL_SILENCE_MS,
    silenceTimeoutMs: e.CALL_SILENCE_TIMEOUT_SECONDS * 1000,
    maxDurationMs: e.CALL_MAX_DURATION_SECONDS * 1000,
    tokenTtlMs: e.CALL_TOKEN_TTL_SECONDS * 1000,
  };
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
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    databaseTimeoutMs: e.DATABASE_TIMEOUT_MS,
    workerHeartbeatMs: e.WORKER_HEARTBEAT_SECONDS * 1000,
    rateLimit: {
      perMinute: e.RATE_LIMIT_PER_MINUTE,
      authWindowMs: e.AUTH_RATE_LIMIT_WINDOW_MINUTES * 60 * 1000,
      authPerIp: e.AUTH_RATE_LIMIT_PER_IP,
      authPerEmail: e.AUTH_RATE_LIMIT_PER_EMAIL,
      callSocketsPerMinute: e.CALL_SOCKETS_PER_MINUTE_PER_IP,
      unconnectedCallsPerIp: e.CALL_UNCONNECTED_LIMIT_PER_IP,
    },
    google: {
      clientId: e.GOOGLE_CLIENT_ID,
      issuers: googleIssuers(e.GOOGLE_ISSUER),
      jwksUrl: e.GOOGLE_JWKS_URL,
    },
    llm,
    platform: { privateKey: e.PLATFORM_PRIVATE_KEY, publicKey: e.PLATFORM_PUBLIC_KEY },
    voice,
    vapi: e.VAPI_PUBLIC_KEY
      ? { publicKey: e.VAPI_PUBLIC_KEY, workflowId: e.VAPI_WORKFLOW_ID, apiBaseUrl: e.VAPI_API_BASE_URL }
      : undefined,
  };
}
