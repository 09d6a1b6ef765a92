import querystring from 'node:querystring';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { cleanJson, cleanText, InputTooDeepError } from '../lib/clean-input.ts';
import { AppError, toError } from '../lib/errors.ts';

/**
 * Fastify's `routerOptions.querystringParser`: the query string, decoded, with clean-input's rule
 * applied. Node's parser turns bytes that are not UTF-8 into U+FFFD instead of keeping them encoded.
 */
export function parseQueryString(text: string): Record<string, unknown> {
  return cleanJson(querystring.parse(text));
}

const PROTOTYPE_KEYS =
  'The request body uses a key that is not allowed: "__proto__", or "constructor" holding "prototype"';

/** Whether the text parses as JSON: when it does, the default parser refused it for its prototype keys. */
function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Applies clean-input's rule at the edge, once for every route: JSON bodies and URL parameters
 * arrive with NUL removed and lone surrogates replaced, and bodies nested deeper than
 * MAX_JSON_DEPTH are refused with 400 before any route sees them. Query strings are cleaned by
 * `parseQueryString`, which must be passed to Fastify's constructor.
 */
export const jsonInput = fp(
  async (app: FastifyInstance) => {
    // Prototype keys are refused: code that copies a body with assignment would change prototypes.
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body.toString();
      // A JSON content type with an empty body (a bare POST /user/logout) is an absent body, not an error.
      if (text.trim() === '') return done(null, undefined);
      void parseJson(request, text, (error, value) => {
        if (error) return done(isJson(text) ? AppError.badRequest(PROTOTYPE_KEYS) : error, undefined);
        try {
          done(null, cleanJson(value));
        } catch (thrown) {
          done(thrown instanceof InputTooDeepError ? AppError.badRequest(thrown.message) : toError(thrown), undefined);
        }
      });
    });

    app.addHook('onRequest', async (request) => {
      const params = request.params as Record<string, unknown> | undefined;
      if (!params) return;
      for (const [key, value] of Object.entries(params)) {
        if (typeof value === 'string') params[key] = cleanText(value);
      }
    });
  },
  { name: 'json-input' },
);
