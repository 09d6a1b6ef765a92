import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const PLACEHOLDER = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mockingbird</title></head>
<body style="font-family: system-ui, sans-serif; background: #0b0d12; color: #e7e9ee; display: grid; place-items: center; min-height: 100vh; margin: 0">
<main style="max-width: 32rem; padding: 2rem"><h1>Mockingbird</h1>
<p>The server is running, but the web app has not been built. Run <code>npm run build</code>, or start with <code>npm start</code>, which builds it.</p></main>
</body></html>`;

/**
 * Serves the built single-page app. Hashed assets are cached forever; any other GET that asks
 * for HTML and matches no route gets index.html, so client-side routes survive a reload.
 * Everything else that matches no route is a JSON 404.
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance, options: { distDir: string }) => {
    const indexFile = path.join(options.distDir, 'index.html');
    const built = existsSync(indexFile);
    if (built) {
      await app.register(fastifyStatic, {
        root: options.distDir,
        wildcard: false,
        index: 'index.html',
        setHeaders(res, filePath) {
          const immutable = filePath.startsWith(path.join(options.distDir, 'assets') + path.sep);
          res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    } else {
      app.log.warn({ distDir: options.distDir }, 'web app not built; serving a placeholder page');
    }

    app.setNotFoundHandler((request, reply) => {
      const wantsHtml = (request.headers.accept ?? '').includes('text/html');
      if ((request.method === 'GET' || request.method === 'HEAD') && wantsHtml) {
        reply.header('cache-control', 'no-cache');
        return built ? reply.sendFile('index.html') : reply.type('text/html; charset=utf-8').send(PLACEHOLDER);
      }
      return reply.code(404).send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` });
    });
  },
  { name: 'web-app' },
);
