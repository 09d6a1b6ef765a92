import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyCors from '@fastify/cors';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyWebsocket from '@fastify/websocket';
import type { AppConfig } from '@mockingbird/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { healthRoutes } from './features/health/health-routes.ts';
import { INTERVIEW_GENERATOR_WORKFLOW, INTERVIEW_GENERATOR_WORKFLOW_ID } from './features/calls/call-plan.ts';
import { callRoutes, callSocketRoutes } from './features/calls/call-routes.ts';
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
import { repositoriesPlugin } from './plugins/repositories.ts';
import { sameOriginPlugin } from './plugins/same-origin.ts';
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
    ? ({ kind: 'postgres', url: config.databaseUrl } as const)
    : ({ kind: 'pglite', dataDir: config.dataDir } as const);
}

/** Builds the whole app: app API, static web app, database. Ready to `listen` or `inject`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logStream ? { ...loggerOptions(config), stream: options.logStream } : loggerOptions(config),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    genReqId: () => randomUUID(),
    // Keep-alive sockets must not hold shutdown open.
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // The API speaks JSON only; a text body gets a 415 that says so rather than a confusing 400.
  app.removeContentTypeParser('text/plain');
  // A JSON content type with an empty body (a bare POST /user/logout) is an absent body, not an error.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    void parseJson(request, text, done);
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
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
  await app.register(fastifyHelmet, {
    global: true,
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
  await app.register(sameOriginPlugin, { publicOrigin: config.publicOrigin });
  await app.register(repositoriesPlugin, { db: database.db });
  await app.register(sessionsPlugin, { ttlMs: config.sessionTtlMs, secureCookie: config.env === 'production' });
  await app.register(webAppPlugin, { distDir: config.webDistDir });

  const llm = createLlm(config.llm);
  const identity = await loadPlatformIdentity(config.dataDir, config.platform);
  app.log.info(
    { publicKey: identity.publicKey, keyFile: identity.file },
    identity.generated ? 'platform keys generated (the private key is in the key file)' : 'platform keys loaded',
  );
  if (identity.generated) app.log.info({ privateKey: identity.privateKey }, 'platform private key: keep it secret');
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
  // Before the server closes its sockets: calls in progress end with 'worker-shutdown', their records written.
  app.addHook('preClose', async () => {
    await Promise.all([...activeCalls].map((session) => session.stop('worker-shutdown')));
  });
  app.addHook('onClose', () => engines.close());
  const callOptions = { config, orgId: identity.orgId, engines, llm, active: activeCalls };

  await app.register(fastifyWebsocket, { options: { maxPayload: 1024 * 1024 } });

  // The platform API: Vapi's subset, with bearer keys, callable from any origin.
  await app.register(async (platform) => {
    await platform.register(fastifyCors, {
      origin: true,
      methods: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'],
      maxAge: 600,
    });
    await platform.register(platformAuth, { privateKey: identity.privateKey, publicKey: identity.publicKey });
    await platform.register(platformResourceRoutes, { orgId: identity.orgId });
    await platform.register(callRoutes, callOptions);
  });
  // The call socket authorises with its own single-use token.
  await app.register(callSocketRoutes, callOptions);

  // The API lives in its own scope so the session requirement covers its routes only.
  await app.register(async (api) => {
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
