import { createHash, randomBytes } from 'node:crypto';
import {
  assistantBodySchema,
  CALL_AUDIO_FORMAT,
  createWebCallSchema,
  listQuerySchema,
  updateCallSchema,
  type AssistantBody,
  type CreateWebCall,
} from '@mockingbird/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { CallRow } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { Llm } from '../../llm/language-model.ts';
import { createInterview } from '../interviews/create-interview.ts';
import { conversationFor } from './brains.ts';
import { INTERVIEW_GENERATOR_WORKFLOW, INTERVIEW_GENERATOR_WORKFLOW_ID, planCall, type CallPlan } from './call-plan.ts';
import { CallSession } from './call-session.ts';
import type { VoiceEngines } from './engines.ts';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const TRANSPORT_PROVIDER = 'mockingbird.websocket';

/**
 * What a web call started with the public key may carry. The key is public (GET /config), so these
 * bound what anyone can make the server store; the web app's interviews use a few kilobytes.
 */
export const PUBLIC_CALL_MAX_BYTES = 32 * 1024;
export const PUBLIC_CALL_MAX_METADATA_BYTES = 4 * 1024;
/** Frames a client may send while its call is being looked up, before the call starts. */
const MAX_EARLY_FRAMES = 200;
const MAX_EARLY_BYTES = 1024 * 1024;

const jsonBytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value) ?? '');
const kilobytes = (bytes: number) => `${Math.ceil(bytes / 1024)} KB`;

/** Refuses a public-key web call larger than anyone should be able to store, saying what to do instead. */
function checkPublicCallSize(body: CreateWebCall) {
  const metadataBytes = body.metadata ? jsonBytes(body.metadata) : 0;
  if (metadataBytes > PUBLIC_CALL_MAX_METADATA_BYTES) {
    throw AppError.badRequest(
      `metadata is ${kilobytes(metadataBytes)}; a call started with the public key may carry at most ${kilobytes(PUBLIC_CALL_MAX_METADATA_BYTES)} of it. Keep larger data on your server and put a reference to it in metadata.`,
    );
  }
  const bytes = jsonBytes(body);
  if (bytes > PUBLIC_CALL_MAX_BYTES) {
    throw AppError.badRequest(
      `This call is ${kilobytes(bytes)}; a call started with the public key may be at most ${kilobytes(PUBLIC_CALL_MAX_BYTES)}. Create the assistant from your server with the private key (POST /assistant) and start the call with its assistantId, or start the call from your server with the private key.`,
    );
  }
}

/** A call in Vapi's shape. */
export function callDto(row: CallRow) {
  const messages = row.messages;
  return {
    id: row.id,
    orgId: row.orgId,
    type: row.type,
    status: row.status,
    ...(row.endedReason ? { endedReason: row.endedReason } : {}),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...(row.startedAt ? { startedAt: row.startedAt.toISOString() } : {}),
    ...(row.endedAt ? { endedAt: row.endedAt.toISOString() } : {}),
    ...(row.assistantId ? { assistantId: row.assistantId } : {}),
    ...(row.assistant ? { assistant: row.assistant } : {}),
    ...(row.workflowId ? { workflowId: row.workflowId } : {}),
    ...(row.workflow ? { workflow: row.workflow } : {}),
    ...(row.squadId ? { squadId: row.squadId } : {}),
    ...(row.name ? { name: row.name } : {}),
    ...(row.metadata ? { metadata: row.metadata } : {}),
    messages,
    artifact: {
      messages,
      transcript: messages
        .map((m) => `${m.role === 'bot' ? 'AI' : m.role === 'user' ? 'User' : 'System'}: ${m.message}`)
        .join('\n'),
      ...(row.performanceMetrics ? { performanceMetrics: row.performanceMetrics } : {}),
    },
    transport: { provider: TRANSPORT_PROVIDER, mode: row.mode, audioFormat: CALL_AUDIO_FORMAT },
  };
}

interface StoredPlan {
  body: unknown;
  plan: CallPlan;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The platform's public key is enough for this route (starting web calls from a browser). */
    publicKeyAllowed?: boolean;
  }
}

export interface CallRoutesOptions {
  config: Config;
  orgId: string;
  engines: VoiceEngines;
  llm: Llm | undefined;
  /** Calls in progress in this process, ended on shutdown. */
  active: Set<CallSession>;
  /** The platform's public key: calls started with it are limited in size and number per address. */
  publicKey: string;
  /** This server process's id in the workers table: its calls are recorded as run by it. */
  workerId: string;
}

/** /call (list, get, update, delete) and POST /call/web, behind the platform's bearer keys. */
export const callRoutes: FastifyPluginAsyncZod<CallRoutesOptions> = async (app, options) => {
  const { platform } = app.repositories;
  const expire = () => platform.expireUnconnected(new Date());

  app.post(
    '/call/web',
    { config: { publicKeyAllowed: true }, schema: { body: createWebCallSchema } },
    async (request, reply) => {
      const body = request.body;
      const bearer = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1]?.trim();
      if (bearer === options.publicKey) {
        checkPublicCallSize(body);
        const now = new Date();
        await platform.expireUnconnected(now);
        const waiting = await platform.countUnconnected(request.ip, now);
        const cap = options.config.rateLimit.unconnectedCallsPerIp;
        if (waiting >= cap) {
          throw new AppError(
            'rate-limited',
            `Too many calls from this address are waiting to connect (${waiting}; the limit is ${cap}). Connect to one with its webCallUrl, or wait up to ${Math.ceil(options.config.voice.tokenTtlMs / 1000)} seconds for their links to expire, then try again.`,
          );
        }
      }
      const plan = await planCall(body, platform);
      const configured = options.config.voice.defaultMode;
      const audioUnavailable = options.engines.audioUnavailable();
      // `auto` lets the browser choose; a client that does not gets the server's engines if they can run.
      const mode =
        body.transport?.mode ?? (configured === 'auto' ? (audioUnavailable ? 'client-speech' : 'audio') : configured);
      if (mode === 'audio') {
        // A recogniser or voice that cannot run here is a call-start error naming its setting.
        if (audioUnavailable) throw AppError.unavailable(audioUnavailable.reason);
        options.engines.stt();
        options.engines.tts();
        await options.engines.classifier();
      }
      const owner = await app.sessions.identify(request);
      const token = randomBytes(32).toString('base64url');
      const now = Date.now();
      const row = await platform.createCall({
        orgId: options.orgId,
        ownerUserId: owner?.id ?? null,
        status: 'queued',
        mode,
        assistant: plan.kind === 'assistant' ? plan.assistant : null,
        workflow: plan.kind === 'generator' ? plan.workflow : null,
        assistantId: plan.kind === 'assistant' ? (plan.assistantId ?? null) : null,
        workflowId: plan.kind === 'generator' ? plan.workflowId : null,
        squadId: plan.kind === 'assistant' ? (plan.squadId ?? null) : null,
        request: { body, plan } satisfies StoredPlan,
        name: body.name ?? null,
        metadata: body.metadata ?? null,
        requesterAddress: request.ip,
        tokenHash: hashToken(token),
        tokenExpiresAt: new Date(now + options.config.voice.tokenTtlMs),
      });
      const base =
        options.config.publicOrigin?.replace(/^http/, 'ws') ??
        `${request.protocol === 'https' ? 'wss' : 'ws'}://${request.host}`;
      return reply.code(201).send({
        ...callDto(row),
        webCallUrl: `${base}/call/${row.id}/socket?token=${token}`,
        artifactPlan: { recordingEnabled: false, videoRecordingEnabled: false },
      });
    },
  );

  app.get('/call', { schema: { querystring: listQuerySchema } }, async (request) => {
    await expire();
    return (await platform.listCalls(request.query)).map(callDto);
  });

  const idParams = z.object({ id: z.string() });
  const notFound = (id: string) => AppError.notFound(`Call ${id} not found`);

  app.get('/call/:id', { schema: { params: idParams } }, async (request) => {
    await expire();
    const row = await platform.findCall(request.params.id);
    if (!row) throw notFound(request.params.id);
    return callDto(row);
  });

  app.patch('/call/:id', { schema: { params: idParams, body: updateCallSchema } }, async (request) => {
    const row = await platform.updateCall(request.params.id, {
      ...(request.body.name !== undefined ? { name: request.body.name } : {}),
      ...(request.body.metadata !== undefined ? { metadata: request.body.metadata } : {}),
    });
    if (!row) throw notFound(request.params.id);
    return callDto(row);
  });

  app.delete('/call/:id', { schema: { params: idParams } }, async (request) => {
    const live = [...options.active].find((session) => session.callId === request.params.id);
    if (live) throw AppError.conflict('The call is in progress; end it before deleting it');
    const row = await platform.deleteCall(request.params.id);
    if (!row) throw notFound(request.params.id);
    return callDto(row);
  });
};

/** The call socket: the webCallUrl of POST /call/web, authorised by its single-use token. */
export const callSocketRoutes: FastifyPluginAsyncZod<CallRoutesOptions> = async (app, options) => {
  const { platform, users, interviews } = app.repositories;

  app.get(
    '/call/:id/socket',
    {
      websocket: true,
      // Refused with 429 before the upgrade: each socket costs a token lookup, and a call a pipeline.
      config: { rateLimit: { max: options.config.rateLimit.callSocketsPerMinute, timeWindow: 60_000 } },
      schema: { params: z.object({ id: z.string() }), querystring: z.object({ token: z.string().optional() }) },
    },
    (socket, request) => {
      // Messages may arrive while the call is being looked up: keep them until the call starts.
      const early: [Buffer, boolean][] = [];
      let earlyBytes = 0;
      let flooded = false;
      const hold = (data: Buffer, isBinary: boolean) => {
        earlyBytes += data.byteLength;
        if (early.length >= MAX_EARLY_FRAMES || earlyBytes > MAX_EARLY_BYTES) flooded = true;
        else early.push([data, isBinary]);
      };
      socket.on('message', hold);
      void (async () => {
        const token = request.query.token ?? '';
        const call = token
          ? await platform.claimToken(request.params.id, hashToken(token), new Date(), options.workerId)
          : undefined;
        if (!call) {
          socket.close(4001, 'invalid, used or expired call token');
          return;
        }
        const stored = call.request as unknown as StoredPlan;
        const owner = call.ownerUserId ? await users.findById(call.ownerUserId) : undefined;
        const log = request.log.child({ callId: call.id });
        const setup = conversationFor(stored.plan, {
          llm: options.llm,
          ownerName: owner?.name,
          createInterview: owner
            ? async (draft) => {
                await createInterview({ interviews, llm: options.llm, log }, owner.id, draft);
              }
            : undefined,
          log,
        });
        const assistant: AssistantBody =
          stored.plan.kind === 'assistant' ? assistantBodySchema.parse(stored.plan.assistant) : {};
        const classifier = call.mode === 'audio' ? await options.engines.classifier() : undefined;
        const session = new CallSession(
          call,
          socket,
          setup,
          {
            voiceId: assistant.voice?.voiceId,
            speed: assistant.voice?.speed,
            stability: assistant.voice?.stability,
            similarityBoost: assistant.voice?.similarityBoost,
            style: assistant.voice?.style,
            waitSeconds: assistant.startSpeakingPlan?.waitSeconds,
            silenceTimeoutSeconds: assistant.silenceTimeoutSeconds,
            maxDurationSeconds: assistant.maxDurationSeconds,
          },
          {
            platform,
            engines: options.engines,
            classifier,
            log,
            limits: {
              silenceMs: options.config.voice.silenceMs,
              silenceTimeoutMs: options.config.voice.silenceTimeoutMs,
              maxDurationMs: options.config.voice.maxDurationMs,
            },
          },
        );
        options.active.add(session);
        void session.finished.then(() => options.active.delete(session));
        socket.off('message', hold);
        session.start();
        if (flooded) void session.stop('call.in-progress.error-transport-too-many-messages');
        else for (const [data, isBinary] of early) socket.emit('message', data, isBinary);
      })().catch(async (error: unknown) => {
        request.log.error({ err: error }, 'call socket could not start');
        socket.close(1011, 'the call could not start');
        await platform
          .updateCall(request.params.id, {
            status: 'ended',
            endedReason: 'call.in-progress.error-vapifault-worker-died',
            endedAt: new Date(),
          })
          .catch(() => undefined);
      });
    },
  );
};

export { INTERVIEW_GENERATOR_WORKFLOW, INTERVIEW_GENERATOR_WORKFLOW_ID };
