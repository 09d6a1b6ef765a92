import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyWebsocket from '@fastify/websocket';
import type { AppConfig } from '@mockingbird/contracts';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { healthRoutes } from './features/health/health-routes.ts';
import { INTERVIEW_GENERATOR_WORKFLOW, INTERVIEW_GENERATOR_WORKFLOW_ID } from './features/calls/call-plan.ts';
import { callRoutes, callSocketRoutes } from './features/calls/call-routes.ts';
import { CallWorker } from './features/calls/call-workers.ts';
import type { CallSession } from './features/calls/call-session.ts';
import { VoiceEngines } from './features/calls/engines.ts';
import { configRoutes } from './features/config/config-routes.ts';
import { platformAuth } from './features/platform/platform-auth.ts';
import { loadPlatformIdentity } from './features/platform/platform-keys.ts';
import { platformResourceRoutes } from './features/platform/platform-routes.ts';
import { feedbackRoutes } from './features/feedback/feedback-routes.ts';
import { interviewsRoutes } from './features/interviews/interviews-routes.ts';
import { createGoogleIdTokenVerifier } from './features/users/google-id-token.ts';
import { usersRoutes } from './features/users/users-routes.ts';
import { createLlm } from './llm/language-model.ts';
import { loggerOptions } from './logger.ts';
import { contentSecurityPolicy } from './plugins/content-security-policy.ts';
import { errorHandler } from './plugins/error-handler.ts';
import { jsonInput, parseQueryString } from './plugins/json-input.ts';
import { readCachePlugin } from './plugins/read-cache.ts';
import { repositoriesPlugin } from './plugins/repositories.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { hostCheckPlugin, sameOriginPlugin } from './plugins/same-origin.ts';
import { sessionsPlugin } from './plugins/sessions.ts';
import { webAppPlugin } from './plugins/web-app.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Routes marked public are served without a session. Everything else needs one. */
    public?: boolean;
    /** Errors also carry their text as `error`: the spec's create-interview form reads that field. */
    errorField?: boolean;
  }
}

export interface BuildAppOptions {
  config: Config;
  /** An open, migrated database owned by the caller; by default the app opens and closes its own. */
  database?: Database;
  /** Where logs go; by default stdout. Tests pass a stream to read them. */
  logStream?: NodeJS.WritableStream;
}

/**
 * The voice section of GET /config: whose platform the browser calls (this server's, or Vapi's
 * cloud when VAPI_PUBLIC_KEY is set), with which key, and what can run here.
 */
function voiceSettings(
  config: Config,
  platformPublicKey: string,
  audioUnavailableReason: string | undefined,
): AppConfig['voice'] {
  const here = {
    available: true,
    defaultMode: config.voice.defaultMode,
    audioAvailable: audioUnavailableReason === undefined,
    ...(audioUnavailableReason ? { audioUnavailableReason } : {}),
  };
  if (!config.vapi) {
    return {
      ...here,
      provider: 'mockingbird',
      publicKey: platformPublicKey,
      apiBaseUrl: null,
      interviewGeneratorWorkflowId: INTERVIEW_GENERATOR_WORKFLOW_ID,
      generationAvailable: true,
    };
  }
  const { publicKey, apiBaseUrl, workflowId } = config.vapi;
  return {
    ...here,
    provider: 'vapi',
    publicKey,
    apiBaseUrl,
    ...(workflowId
      ? { interviewGeneratorWorkflowId: workflowId, generationAvailable: true }
      : {
          generationAvailable: false,
          generationReason:
            "Creating interviews by voice needs the Interview Generator workflow on Vapi's cloud: set VAPI_WORKFLOW_ID to its id.",
        }),
  };
}

export function databaseTarget(config: Config) {
  return config.databaseUrl
    ? ({ kind: 'postgres', url: config.databaseUrl, timeoutMs: config.databaseTimeoutMs } as const)
    : ({ kind: 'pglite', dataDir: config.dataDir } as const);
}

/** Builds the whole app: app API, static web app, database. Ready to `listen` or `inject`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const { trustProxy } = config;
  const app = Fastify({
    logger: options.logStream ? { ...loggerOptions(config), stream: options.logStream } : loggerOptions(config),
    bodyLimit: config.bodyLimitBytes,
    // A hop count trusts that many proxies nearest the server (the function form of proxy-addr's number).
    trustProxy: typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    genReqId: () => randomUUID(),
    // Keep-alive sockets must not hold shutdown open.
    forceCloseConnections: 'idle',
    // A client that never finishes sending its request gets 408 and is cut off instead of holding a
    // socket for ever. Node checks at connectionsCheckingInterval, and only honours a requestTimeout
    // given when the server is created; sockets upgraded to WebSocket are no longer requests.
    requestTimeout: config.requestTimeoutMs,
    http: {
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(1000, Math.ceil(config.requestTimeoutMs / 4)),
    },
    // Query strings get the same cleaning as JSON bodies (plugins/json-input.ts).
    routerOptions: { querystringParser: parseQueryString },
    // A URL the router cannot even read (a path segment that is not UTF-8, an over-long parameter)
    // gets the app's own error shape, like every other 4xx.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      void reply.code(tooLong ? 414 : 400).send({
        message: tooLong
          ? 'A part of the URL is too long'
          : 'The URL is not valid: a part of its path is not properly encoded text',
      });
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // The API speaks JSON only; a text body gets a 415 that says so rather than a confusing 400.
  app.removeContentTypeParser('text/plain');
  // JSON bodies and URL parameters cleaned of what PostgreSQL cannot store, deep nesting refused.
  await app.register(jsonInput);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // API answers are per user and per moment: no cache, shared or private, keeps them. The web app's
  // files set their own caching.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });

  let database = options.database;
  if (!database) {
    const opened = await openDatabase(databaseTarget(config));
    app.addHook('onClose', () => opened.close());
    await opened.migrate();
    database = opened;
  }

  // External plugins first, then the app's own, then routes (fastify/demo's order).
  await app.register(errorHandler, { bodyLimit: config.bodyLimitBytes });
  // HSTS and upgrade-insecure-requests only make sense behind HTTPS; on a plain-HTTP LAN address
  // they would break every asset request.
  const https = config.publicOrigin?.startsWith('https:') ?? false;
  await app.register(securityHeadersPlugin, {
    hsts: https,
    contentSecurityPolicy: { directives: contentSecurityPolicy(config) },
  });
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, {
    global: true,
    max: config.rateLimit.perMinute,
    timeWindow: 60_000,
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: `Too many requests. Please wait ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds and try again.`,
    }),
  });
  await app.register(hostCheckPlugin, { publicOrigin: config.publicOrigin });
  await app.register(readCachePlugin, { db: database.db });
  await app.register(repositoriesPlugin, { db: database.db, readCache: app.readCache });
  await app.register(sessionsPlugin, { ttlMs: config.sessionTtlMs, secureCookie: config.env === 'production' });
  await app.register(webAppPlugin, { distDir: config.webDistDir });

  const llm = createLlm(config.llm);
  const identity = await loadPlatformIdentity(config.dataDir, config.platform);
  // The private key is a secret: logs say where it is kept, never what it is.
  app.log.info(
    { publicKey: identity.publicKey, keyFile: identity.file },
    identity.generated
      ? `platform keys generated; the private key is in ${identity.file} (readable by this user only)`
      : 'platform keys loaded',
  );
  await app.repositories.platform.ensureResource(
    'workflow',
    INTERVIEW_GENERATOR_WORKFLOW_ID,
    identity.orgId,
    INTERVIEW_GENERATOR_WORKFLOW,
  );
  const engines = new VoiceEngines(config.voice);
  const audioUnavailable = engines.audioUnavailable();
  if (audioUnavailable) {
    app.log.warn(
      { engine: audioUnavailable.engine, reason: audioUnavailable.reason },
      "audio calls cannot run on this server; calls use the browser's speech",
    );
  }
  const activeCalls = new Set<CallSession>();
  // Registered, beating and ending the calls of dead workers before the first call can start here.
  const callWorker = new CallWorker({
    platform: app.repositories.platform,
    heartbeatMs: config.workerHeartbeatMs,
    exclusive: database.kind === 'pglite',
    log: app.log,
  });
  await callWorker.start();
  app.addHook('onClose', () => callWorker.stop());
  // Before the server closes its sockets: calls in progress end with 'worker-shutdown', their records written.
  app.addHook('preClose', async () => {
    await Promise.all([...activeCalls].map((session) => session.stop('worker-shutdown')));
  });
  app.addHook('onClose', () => engines.close());
  const callOptions = {
    config,
    orgId: identity.orgId,
    publicKey: identity.publicKey,
    engines,
    llm,
    active: activeCalls,
    workerId: callWorker.id,
  };

  // The largest frame a call sends: a second of audio (32 kB), or a message of MAX_CLIENT_TEXT_LENGTH characters.
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });

  // The platform API: Vapi's subset, with bearer keys, callable from any origin.
  await app.register(async (platform) => {
    // Route paths are global, so the CORS preflight route (OPTIONS *) would answer for the app's
    // cookie routes too: only the platform's own paths get CORS headers.
    const platformPaths = new Set<string>();
    platform.addHook('onRoute', (route) => {
      const first = route.url.split('/')[1];
      if (first) platformPaths.add(first);
    });
    const isPlatformPath = (url: string | undefined) => platformPaths.has((url ?? '').split(/[/?]/)[1] ?? '');
    await platform.register(fastifyCors, {
      delegator: (request, callback) =>
        callback(null, {
          origin: isPlatformPath(request.url),
          methods: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'],
          maxAge: 600,
        }),
    });
    await platform.register(platformAuth, { privateKey: identity.privateKey, publicKey: identity.publicKey });
    await platform.register(platformResourceRoutes, { orgId: identity.orgId });
    await platform.register(callRoutes, callOptions);
  });
  // The call socket authorises with its own single-use token.
  await app.register(callSocketRoutes, callOptions);

  // The API lives in its own scope so the session requirement covers its routes only.
  await app.register(async (api) => {
    await api.register(sameOriginPlugin, { publicOrigin: config.publicOrigin });
    // After the rate limits (onRequest) and before the body is read (preParsing): anonymous callers get
    // 401 whatever they send, and their bodies are never parsed.
    api.addHook('preParsing', async (request, reply, payload) => {
      if (request.routeOptions.config.public !== true) await app.sessions.authenticate(request, reply);
      return payload;
    });
    await api.register(healthRoutes, { db: database.db });
    await api.register(configRoutes, {
      config,
      voice: voiceSettings(config, identity.publicKey, audioUnavailable?.reason),
    });
    await api.register(usersRoutes, {
      rateLimit: config.rateLimit,
      verifyGoogleIdToken: createGoogleIdTokenVerifier(config.google),
    });
    await api.register(interviewsRoutes, { llm });
    await api.register(feedbackRoutes, { llm });
  });

  return app;
}
