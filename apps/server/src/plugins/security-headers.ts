import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for these options. They depend on nothing in the request (no nonces, no
 * function-valued directives), so they are the same for every response: helmet's middleware is run
 * once, against a stand-in response that records what it sets and removes.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  // Helmet reports bad options by throwing; its callback gets nothing. Anything else is a surprise.
  if (failure !== undefined) throw new Error('helmet refused its options', { cause: failure });
  return headers;
}

/** The browser features the app uses: the microphone, on its own pages only. */
export const PERMISSIONS_POLICY =
  'microphone=(self), camera=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), display-capture=()';

/**
 * Helmet's security headers and the Permissions-Policy on every response, worked out once at startup. @fastify/helmet builds
 * helmet's middleware (parsing the CSP directives) again on every request, which cost a cached
 * read about a third of its throughput.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: HelmetOptions) => {
    const headers = { ...helmetHeaders(options), 'permissions-policy': PERMISSIONS_POLICY };
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);
