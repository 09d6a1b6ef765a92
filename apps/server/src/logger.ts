import type { FastifyRequest } from 'fastify';
import { stdSerializers, type LoggerOptions } from 'pino';
import type { Config } from './config.ts';

/**
 * Personal data and secrets are logged only under these keys, and pino replaces their values.
 * Log an email as `{ email }`, never inside a message string.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'password',
  'confirmPassword',
  'email',
  'name',
  'credential',
  'token',
  'transcript',
  'content',
  '*.password',
  '*.confirmPassword',
  '*.email',
  '*.name',
  '*.credential',
  '*.token',
  '*.transcript',
  '*.content',
];

/** Error fields that carry the values a query ran with, or the row a constraint refused. */
const VALUE_FIELDS = ['params', 'parameters', 'detail', 'where', 'internalQuery'];

/**
 * A failed query's error says which query failed, never with what: drizzle puts the parameters
 * (an email, a password hash, an answer) in the message and in `params`, and PostgreSQL's
 * `detail` repeats the refused values. Those are dropped, here and in every `cause`. Causes are kept
 * as fields too (pino folds them into the message only), so the driver's `code` stays searchable.
 */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return error;
  const out: Record<string, unknown> = { ...stdSerializers.err(error) };
  for (const field of VALUE_FIELDS) {
    if (field in out) out[field] = '[redacted]';
  }
  for (const field of ['message', 'stack'] as const) {
    const text = out[field];
    if (typeof text === 'string')
      out[field] = text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '\nparams: [redacted]');
  }
  if (error.cause instanceof Error && depth < 5) out.cause = serializeError(error.cause, depth + 1);
  return out;
}

export function loggerOptions(config: Pick<Config, 'logLevel'>): LoggerOptions {
  return {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      err: (error: unknown) => serializeError(error),
      // Query strings can carry tokens (the call socket's, for one), so only the path is logged.
      req: (request: FastifyRequest) => ({
        method: request.method,
        path: request.url.split('?')[0],
        remoteAddress: request.ip,
      }),
    },
  };
}
