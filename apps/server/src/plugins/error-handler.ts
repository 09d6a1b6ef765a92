import type { ValidationIssue } from '@mockingbird/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseUnavailability } from '../db/database.ts';
import { AppError } from '../lib/errors.ts';

type Location = 'body' | 'querystring' | 'params' | 'headers';
const LOCATION_NAMES: Record<Location, string> = {
  body: 'request body',
  querystring: 'query string',
  params: 'URL',
  headers: 'request headers',
};

/** What a caller is told while the database is stalled or down; the server itself recovers on its own. */
export const DATABASE_UNAVAILABLE_MESSAGES = {
  busy: 'The database is busy; try again in a moment',
  unreachable: 'The database is not reachable right now; try again in a moment',
} as const;
/** Seconds a client is asked to wait before trying again (Retry-After). */
const RETRY_AFTER_SECONDS = 5;

function issuePath(instancePath: string): (string | number)[] {
  return instancePath
    .split('/')
    .filter((part) => part !== '')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** Fastify's own client errors, reworded so a person knows what to change. */
function describeFastifyClientError(error: FastifyError, bodyLimit: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'The request body is not valid JSON';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty; send a JSON object';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return `The request body is too large (the limit is ${Math.round(bodyLimit / 1024)} KB)`;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type; send JSON with the header Content-Type: application/json';
    default:
      return error.message;
  }
}

/**
 * The one place errors become HTTP responses: `{message}` (+ `issues` for validation) below 500,
 * 503 with a "try again" message when the database is stalled or unreachable, "Internal Server Error"
 * for everything else at 500 and above, logged with the request id.
 */
export const errorHandler = fp(
  async (app: FastifyInstance, options: { bodyLimit: number }) => {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      const body = (message: string, issues?: ValidationIssue[]) => ({
        message,
        ...(request.routeOptions.config.errorField ? { error: message } : {}),
        ...(issues ? { issues } : {}),
      });
      if (error instanceof AppError) return reply.code(error.statusCode).send(body(error.message, error.issues));
      const unavailable = databaseUnavailability(error);
      if (unavailable) {
        // The logger's error serializer drops the query's parameters (logger.ts).
        request.log.error({ err: error }, `request failed: database ${unavailable}`);
        return reply
          .code(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .send(body(DATABASE_UNAVAILABLE_MESSAGES[unavailable]));
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const location: Location = error.validationContext ?? 'body';
        const issues: ValidationIssue[] = error.validation.map((issue) => ({
          path: issuePath(issue.instancePath),
          message: issue.message ?? 'Invalid value',
        }));
        const messages = [...new Set(issues.map((issue) => issue.message))];
        const message =
          messages.length > 0 ? messages.join('; ') : `The ${LOCATION_NAMES[location] ?? 'request'} is not valid`;
        return reply.code(400).send(body(message, issues));
      }
      const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status >= 400 && status < 500) {
        return reply
          .code(status)
          .send(body(describeFastifyClientError(error, request.routeOptions.bodyLimit ?? options.bodyLimit)));
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(status >= 500 && status < 600 ? status : 500).send(body('Internal Server Error'));
    });
  },
  { name: 'error-handler' },
);
