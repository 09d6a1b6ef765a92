import type { FastifyRequest } from 'fastify';
import type { LoggerOptions } from 'pino';
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

export function loggerOptions(config: Pick<Config, 'logLevel'>): LoggerOptions {
  return {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      // Query strings can carry tokens (the call socket's, for one), so only the path is logged.
      req: (request: FastifyRequest) => ({
        method: request.method,
        path: request.url.split('?')[0],
        remoteAddress: request.ip,
      }),
    },
  };
}
