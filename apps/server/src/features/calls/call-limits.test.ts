import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import type { ClientRequest, IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ServerCallMessage } from '@mockingbird/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { listenForCalls, type ListeningPlatform } from '../../../test/call-client.ts';
import { DATABASE_KINDS } from '../../../test/databases.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { calls } from '../../db/schema.ts';
import { UNCONNECTED_CALL_RETENTION_MS } from '../platform/platform-repository.ts';
import { conversationFor } from './brains.ts';
import { PUBLIC_CALL_MAX_BYTES } from './call-routes.ts';
import { CALL_TRANSPORT_LIMITS, CallSession, type CallTransportLimits } from './call-session.ts';
import { VoiceEngines } from './engines.ts';

/** A client-speech call whose assistant waits for the user (no greeting) and has no model. */
const QUIET_CALL = {
  assistant: { firstMessageMode: 'assistant-waits-for-user' },
  transport: { mode: 'client-speech' },
};
/** About 1 kB of recognised speech. */
const KILOBYTE_OF_SPEECH = 'word '.repeat(200).trim();
const transcript = (text: string, transcriptType: 'partial' | 'final' = 'final') =>
  JSON.stringify({ type: 'client-speech.transcript', transcriptType, transcript: text });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A socket client that counts what it receives; `read: false` stops reading once connected. */
function rawClient(url: string, options: { read?: boolean } = {}) {
  const ws = new WebSocket(url);
  const received = { bytes: 0, messages: [] as ServerCallMessage[] };
  ws.on('message', (data: Buffer, isBinary) => {
    received.bytes += data.byteLength;
    if (!isBinary) received.messages.push(JSON.parse(data.toString('utf8')) as ServerCallMessage);
  });
  const opened = once(ws, 'open').then(() => {
    if (options.read === false) ws.pause();
  });
  const closed = once(ws, 'close').then(([code]) => code as number);
  return { ws, received, opened, closed };
}

async function waitUntil(test: () => boolean, timeoutMs = 5000) {
  const deadline = performance.now() + timeoutMs;
  while (!test()) {
    if (performance.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await sleep(20);
  }
}

describe.each(DATABASE_KINDS)('call limits on %s', (kind) => {
  let t: TestApp;
  let platform: ListeningPlatform;

  beforeAll(async () => {
    t = await createTestApp(kind);
    platform = await listenForCalls(t.app, t.config.dataDir);
  });
  afterAll(() => t?.close());

  const getCall = (id: string) =>
    t.app.inject({ method: 'GET', url: `/call/${id}`, headers: { authorization: `Bearer ${platform.privateKey}` } });
  const storedCall = async (id: string) => {
    const [row] = await t.database.db.select().from(calls).where(eq(calls.id, id));
    return row;
  };
  /** POST /call/web as a browser at `address` would, with the public key (or the private one). */
  const postWebCall = (payload: object, address: string, key = platform.publicKey) =>
    t.app.inject({
      method: 'POST',
      url: '/call/web',
      remoteAddress: address,
      headers: { authorization: `Bearer ${key}` },
      payload,
    });
  /** POST /call/web with the public key from this machine, as the web app does; no socket yet. */
  const startQuietCall = async () =>
    (await (await platform.postWebCall(QUIET_CALL)).json()) as { id: string; webCallUrl: string };
  const callsFrom = async (address: string) =>
    (await t.database.db.select({ id: calls.id }).from(calls).where(eq(calls.requesterAddress, address))).length;

  describe('POST /call/web with the public key', () => {
    it('drops unknown fields and refuses what is too large to store, saying what to do', async () => {
      const address = '192.0.2.1';
      const junk = 'x'.repeat(200_000);
      const started = await postWebCall({ ...QUIET_CALL, junk, transport: { mode: 'client-speech', junk } }, address);
      expect(started.statusCode).toBe(201);
      const row = await storedCall(started.json<{ id: string }>().id);
      expect(row!.requesterAddress).toBe(address);
      expect(JSON.stringify(row)).not.toContain('junk');
      expect(JSON.stringify(row).length).toBeLessThan(4000);

      const prompt = 'Ask about testing. '.repeat(2000);
      const big = {
        assistant: { model: { provider: 'openai', model: 'gpt-4', messages: [{ role: 'system', content: prompt }] } },
      };
      const tooBig = await postWebCall(big, address);
      expect(tooBig.statusCode).toBe(400);
      expect(tooBig.json<{ message: string }>().message).toBe(
        `This call is 38 KB; a call started with the public key may be at most ${PUBLIC_CALL_MAX_BYTES / 1024} KB. Create the assistant from your server with the private key (POST /assistant) and start the call with its assistantId, or start the call from your server with the private key.`,
      );
      const metadata = await postWebCall({ ...QUIET_CALL, metadata: { notes: 'n'.repeat(5000) } }, address);
      expect(metadata.statusCode).toBe(400);
      expect(metadata.json<{ message: string }>().message).toMatch(
        /^metadata is 5 KB; a call started with the public key may carry at most 4 KB of it\./,
      );
      expect(await callsFrom(address)).toBe(1);

      // A server with the private key may start the large call.
      expect((await postWebCall(big, address, platform.privateKey)).statusCode).toBe(201);
    });

    it('refuses an assistant whose {{variables}} would fill it past the limit, whichever key starts it', async () => {
      // 6 KB of request that would become 1 MB: one variable used a thousand times.
      const blowUp = {
        assistant: {
          model: { provider: 'openai', model: 'gpt-4', messages: [{ role: 'system', content: '{{x}} '.repeat(1000) }] },
        },
        assistantOverrides: { variableValues: { x: 'y'.repeat(1000) } },
      };
      for (const key of [platform.publicKey, platform.privateKey]) {
        const refused = await postWebCall(blowUp, '192.0.2.9', key);
        expect(refused.statusCode).toBe(400);
        expect(refused.json<{ message: string }>().message).toBe(
          'The assistant is too large once its {{variables}} are filled in (the limit is 256 K characters); use shorter variable values or fewer of them',
        );
      }
      expect(await callsFrom('192.0.2.9')).toBe(0);
    });

    it('limits the calls one address has waiting to connect (429), not other addresses nor the private key', async () => {
      const address = '192.0.2.2';
      for (let i = 0; i < 5; i += 1) expect((await postWebCall(QUIET_CALL, address)).statusCode).toBe(201);
      const refused = await postWebCall(QUIET_CALL, address);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        message:
          'Too many calls from this address are waiting to connect (5; the limit is 5). Connect to one with its webCallUrl, or wait up to 60 seconds for their links to expire, then try again.',
      });
      expect(await callsFrom(address)).toBe(5);
      expect((await postWebCall(QUIET_CALL, '192.0.2.3')).statusCode).toBe(201);
      expect((await postWebCall(QUIET_CALL, address, platform.privateKey)).statusCode).toBe(201);
    });

    it('ends calls that never connect when their token expires, and deletes them some minutes later', async () => {
      const waiting = await postWebCall(QUIET_CALL, '192.0.2.4');
      const { id } = waiting.json<{ id: string }>();
      // A call that connected is never deleted this way.
      const connected = await platform.startCall(QUIET_CALL);
      await connected.client.waitFor('status-update');
      await connected.client.close();
      await expect.poll(async () => (await storedCall(connected.id))?.status).toBe('ended');

      const expiresAt = (await storedCall(id))!.tokenExpiresAt!.getTime();
      const repository = t.app.repositories.platform;
      await repository.expireUnconnected(new Date(expiresAt - 1000));
      expect((await storedCall(id))!.status).toBe('queued');

      await repository.expireUnconnected(new Date(expiresAt + 1000));
      expect((await getCall(id)).json()).toMatchObject({
        status: 'ended',
        endedReason: 'call.in-progress.error-vapifault-transport-never-connected',
      });

      const { deleted } = await repository.expireUnconnected(
        new Date(expiresAt + UNCONNECTED_CALL_RETENTION_MS + 1000),
      );
      expect(deleted).toBeGreaterThanOrEqual(1);
      expect((await getCall(id)).statusCode).toBe(404);
      expect(await storedCall(connected.id)).toMatchObject({ status: 'ended', endedReason: 'customer-ended-call' });
    });
  });

  describe('the call socket', () => {
    it('ends the call of a client that floods finals without reading, with memory bounded and /health answering', async () => {
      const { id, webCallUrl } = await startQuietCall();
      const client = rawClient(webCallUrl, { read: false });
      await client.opened;
      const heapBefore = process.memoryUsage().heapUsed;
      let heapPeak = heapBefore;
      let slowestHealthMs = 0;
      const frame = transcript(KILOBYTE_OF_SPEECH);
      for (let i = 0; i < 3000; i += 1) client.ws.send(frame);
      await expect
        .poll(
          async () => {
            heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
            const asked = performance.now();
            expect((await fetch(`${platform.base}/health`)).status).toBe(200);
            slowestHealthMs = Math.max(slowestHealthMs, performance.now() - asked);
            return (await storedCall(id))?.endedReason;
          },
          { timeout: 10_000, interval: 100 },
        )
        .toBe('call.in-progress.error-transport-too-many-messages');
      expect(heapPeak - heapBefore).toBeLessThan(64 * 1024 * 1024);
      expect(slowestHealthMs).toBeLessThan(1000);
      // Stored: what the call took before the flood ended it (the burst, and what refilled meanwhile).
      expect((await storedCall(id))!.messages.length).toBeLessThan(CALL_TRANSPORT_LIMITS.textFrameBurst * 2);
      client.ws.resume();
      await client.closed;
    });

    it('sends a reading client conversation updates that do not grow with the square of the turns', async () => {
      const { id, webCallUrl } = await startQuietCall();
      const client = rawClient(webCallUrl);
      await client.opened;
      for (let i = 0; i < 50; i += 1) client.ws.send(transcript(`${i} ${KILOBYTE_OF_SPEECH}`));
      const updates = () => client.received.messages.filter((m) => m.type === 'conversation-update');
      // The latest update arrives within a second or so of the last change, whole.
      await waitUntil(() => updates().at(-1)?.messages.length === 50, 3000);
      client.ws.send(JSON.stringify({ type: 'end-call' }));
      expect(await client.closed).toBe(1000);
      // Every update carrying every message would be about 2.8 MB here.
      expect(updates().length).toBeLessThanOrEqual(4);
      expect(client.received.bytes).toBeLessThan(600 * 1024);
      expect((await storedCall(id))!.messages).toHaveLength(50);

      // 1,000 finals from a reading client: the flood ends the call long before it costs much.
      const flood = rawClient((await startQuietCall()).webCallUrl);
      await flood.opened;
      for (let i = 0; i < 1000; i += 1) flood.ws.send(transcript(KILOBYTE_OF_SPEECH));
      await flood.closed;
      expect(flood.received.bytes).toBeLessThan(1024 * 1024);
      const ended = flood.received.messages.find((m) => m.type === 'status-update' && m.status === 'ended');
      expect(ended).toMatchObject({ endedReason: 'call.in-progress.error-transport-too-many-messages' });
    });

    it('cleans a final utterance as HTTP input is cleaned, and echoes it only once it is stored', async () => {
      const { id, webCallUrl } = await startQuietCall();
      const client = rawClient(webCallUrl);
      await client.opened;
      await waitUntil(() => client.received.messages.some((m) => m.type === 'status-update'));
      // The call's row is locked: its utterance cannot be stored until the lock goes.
      let release!: () => void;
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const lock = t.database.db.transaction(async (tx) => {
        await tx.execute(sql`select id from ${calls} where id = ${id} for update`);
        locked();
        await new Promise<void>((resolve) => (release = resolve));
      });
      await isLocked;
      client.ws.send(transcript('hel\u0000lo \ud800there'));
      const echoes = () =>
        client.received.messages.filter(
          (m) => m.type === 'transcript' && m.role === 'user' && m.transcriptType === 'final',
        );
      await sleep(500);
      expect(echoes()).toEqual([]);
      release();
      await lock;
      await waitUntil(() => echoes().length === 1);
      expect(echoes()[0]).toMatchObject({ transcript: 'hello \ufffdthere' });
      expect((await storedCall(id))!.messages.map((m) => m.message)).toEqual(['hello \ufffdthere']);
      client.ws.close(1000);
      await client.closed;
    });
  });

  describe('a client that stops reading (a call session on a loopback socket)', () => {
    /** A call with these limits; its client sends `frames` partial transcripts of 5 kB and never reads. */
    async function floodWithoutReading(limits: CallTransportLimits, frames: number) {
      const engines = new VoiceEngines(t.config.voice);
      const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
      await once(server, 'listening');
      const row = await t.app.repositories.platform.createCall({
        orgId: randomUUID(),
        status: 'in-progress',
        mode: 'client-speech',
        request: {},
      });
      const started = new Promise<{ session: CallSession; socket: WebSocket }>((resolve) =>
        server.once('connection', (socket) => {
          const setup = conversationFor(
            { kind: 'assistant', assistant: { firstMessageMode: 'assistant-waits-for-user' }, variables: {} },
            { llm: undefined, ownerName: undefined, createInterview: undefined, log: t.app.log },
          );
          const session = new CallSession(
            row,
            socket,
            setup,
            {},
            {
              platform: t.app.repositories.platform,
              engines,
              log: t.app.log,
              limits: { silenceMs: 900, silenceTimeoutMs: 60_000, maxDurationMs: 60_000 },
              transportLimits: limits,
            },
          );
          session.start();
          resolve({ session, socket });
        }),
      );
      const client = rawClient(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`, { read: false });
      await client.opened;
      const partial = transcript('speech '.repeat(700).slice(0, 5000), 'partial');
      for (let i = 0; i < frames; i += 1) client.ws.send(partial);
      const { session, socket } = await started;
      const since = performance.now();
      await session.finished;
      const tookMs = performance.now() - since;
      if (socket.readyState !== WebSocket.CLOSED) await once(socket, 'close');
      client.ws.terminate();
      server.close();
      await engines.close();
      return { tookMs, socket, stored: await storedCall(row.id) };
    }

    // Partial transcripts are echoed and never stored: the quickest way to make the server send a lot.
    const generous = { ...CALL_TRANSPORT_LIMITS, textFrameBurst: 1e6, textFramesPerSecond: 1e6 };

    it('ends the call and drops the socket once a megabyte waits unread', async () => {
      // The kernel takes about 4 MB first; 12 MB of echoes fill both.
      const { tookMs, socket, stored } = await floodWithoutReading(generous, 2400);
      expect(stored).toMatchObject({ status: 'ended', endedReason: 'call.in-progress.error-transport-backpressure' });
      expect(socket.readyState).toBe(WebSocket.CLOSED);
      expect(socket.bufferedAmount).toBe(0);
      expect(tookMs).toBeLessThan(5000);
    });

    it('ends the call when what it sent stops draining, however little', async () => {
      const { stored } = await floodWithoutReading({ ...generous, maxBufferedBytes: 1e9, stallMs: 1000 }, 1200);
      expect(stored).toMatchObject({ status: 'ended', endedReason: 'call.in-progress.error-transport-backpressure' });
    });
  });
});

describe.each(DATABASE_KINDS)('call socket upgrades on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  it('are limited per address and minute: past the limit, 429 with a message before any upgrade', async () => {
    const base = (await t.app.listen({ host: '127.0.0.1', port: 0 })).replace(/^http/, 'ws');
    const url = `${base}/call/${randomUUID()}/socket?token=wrong`;
    for (let i = 0; i < t.config.rateLimit.callSocketsPerMinute; i += 1) {
      expect(await rawClient(url).closed).toBe(4001);
    }
    const refused = new WebSocket(url);
    const [request, response] = (await once(refused, 'unexpected-response')) as [ClientRequest, IncomingMessage];
    expect(response.statusCode).toBe(429);
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    expect(JSON.parse(Buffer.concat(chunks).toString())).toEqual({
      message: expect.stringMatching(/^Too many requests\. Please wait \d+ seconds and try again\.$/),
    });
    request.destroy();
  });
});
