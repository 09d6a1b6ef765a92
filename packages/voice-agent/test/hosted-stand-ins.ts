/**
 * Loopback stand-ins for the hosted speech services, speaking each one's wire format, for tests:
 * OpenAI's /audio/transcriptions and /audio/speech, Deepgram's live WebSocket, ElevenLabs' streaming
 * speech. Each records what it was sent and can be told to fail: `unauthorized` (HTTP 401),
 * `server-error` (HTTP 500) or `drop` (the connection is cut part way).
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { WebSocketServer, type WebSocket } from 'ws';
import { rms, SAMPLE_RATE } from '../src/audio/pcm.ts';
import { parseWav, type PcmAudio } from '../src/audio/wav.ts';

export type Failure = 'unauthorized' | 'server-error' | 'drop' | undefined;

interface StandIn {
  /** Set to make the next requests fail. */
  fail: Failure;
  close(): Promise<void>;
}

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function shut(server: http.Server) {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

async function readBody(request: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function sendJson(response: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

/** Writes audio in pieces of `chunkBytes` (odd by default, so pieces split samples) with pauses. */
async function streamPcm(
  response: http.ServerResponse,
  samples: Int16Array,
  options: { chunkBytes: number; delayMs: number; dropAfterBytes?: number },
): Promise<'finished' | 'cut'> {
  const bytes = Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);
  response.writeHead(200, { 'Content-Type': 'audio/pcm', 'Transfer-Encoding': 'chunked' });
  response.flushHeaders();
  for (let offset = 0; offset < bytes.length; offset += options.chunkBytes) {
    if (response.destroyed) return 'cut';
    if (options.dropAfterBytes !== undefined && offset >= options.dropAfterBytes) {
      response.socket?.destroy();
      return 'cut';
    }
    response.write(bytes.subarray(offset, offset + options.chunkBytes));
    await sleep(options.delayMs);
  }
  if (response.destroyed) return 'cut';
  await new Promise<void>((resolve) => response.end(resolve));
  return 'finished';
}

/** A tone: something audible when a test does not care what is said. */
export function tone(seconds: number, sampleRate: number, frequency = 220): Int16Array {
  return Int16Array.from({ length: Math.round(seconds * sampleRate) }, (_, i) =>
    Math.round(6000 * Math.sin((2 * Math.PI * frequency * i) / sampleRate)),
  );
}

// ---- multipart/form-data ------------------------------------------------------------------------

export interface FormPart {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer;
}

/** Splits a multipart/form-data body (RFC 7578) into its parts. */
export function parseMultipart(body: Buffer, contentType: string): FormPart[] {
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary) throw new Error(`no multipart boundary in "${contentType}"`);
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: FormPart[] = [];
  let position = body.indexOf(delimiter);
  if (position < 0) throw new Error('multipart body without its boundary');
  for (;;) {
    position += delimiter.length;
    if (body.subarray(position, position + 2).toString() === '--') return parts;
    position += 2; // CRLF after the delimiter
    const headerEnd = body.indexOf('\r\n\r\n', position);
    if (headerEnd < 0) throw new Error('multipart part without the end of its headers');
    const headers = body.subarray(position, headerEnd).toString('utf8').split('\r\n');
    const next = body.indexOf(Buffer.concat([Buffer.from('\r\n'), delimiter]), headerEnd + 4);
    if (next < 0) throw new Error('multipart body without its closing boundary');
    const disposition = headers.find((h) => /^content-disposition:/i.test(h)) ?? '';
    const type = headers.find((h) => /^content-type:/i.test(h));
    const name = /\bname="([^"]*)"/.exec(disposition)?.[1];
    if (name === undefined) throw new Error(`multipart part without a name: ${disposition}`);
    parts.push({
      name,
      filename: /\bfilename="([^"]*)"/.exec(disposition)?.[1],
      contentType: type?.replace(/^content-type:\s*/i, ''),
      data: body.subarray(headerEnd + 4, next),
    });
    position = next + 2;
  }
}

// ---- OpenAI /audio/transcriptions ---------------------------------------------------------------

export interface TranscriptionRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string;
  /** The text fields (model, language, response_format, ...). */
  fields: Record<string, string>;
  file?: { filename?: string; contentType?: string; audio: PcmAudio };
  status: number;
}

export interface OpenAiTranscriptionsStandIn extends StandIn {
  /** The API base to give the adapter, ending in /v1. */
  baseUrl: string;
  requests: TranscriptionRequest[];
}

/** OpenAI's speech-to-text: a WAV in multipart/form-data in, {"text"} out. */
export async function startOpenAiTranscriptions(options: {
  apiKey?: string;
  /** The text to answer for the audio received. */
  answer: (audio: PcmAudio) => string;
  /** A wait before answering. */
  delayMs?: number;
}): Promise<OpenAiTranscriptionsStandIn> {
  const requests: TranscriptionRequest[] = [];
  const server = http.createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const record: TranscriptionRequest = {
        method: request.method ?? '',
        path: request.url ?? '',
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'] ?? '',
        fields: {},
        status: 0,
      };
      requests.push(record);
      const answer = (status: number, json: unknown) => {
        record.status = status;
        sendJson(response, status, json);
      };
      const error = (status: number, message: string, type = 'invalid_request_error') =>
        answer(status, { error: { message, type, param: null, code: null } });

      if (standIn.fail === 'drop') return request.socket.destroy();
      if (request.method !== 'POST' || request.url !== '/v1/audio/transcriptions')
        return error(404, `Invalid URL (${request.method} ${request.url})`);
      if (standIn.fail === 'unauthorized' || (options.apiKey && record.authorization !== `Bearer ${options.apiKey}`))
        return error(401, 'Incorrect API key provided.', 'invalid_api_key');
      if (standIn.fail === 'server-error')
        return error(500, 'The server had an error while processing your request.', 'server_error');
      if (!record.contentType.startsWith('multipart/form-data')) return error(400, 'Expected multipart/form-data.');

      let parts: FormPart[];
      try {
        parts = parseMultipart(body, record.contentType);
      } catch (problem) {
        return error(400, `Unreadable multipart body: ${String(problem)}`);
      }
      for (const part of parts) if (part.filename === undefined) record.fields[part.name] = part.data.toString('utf8');
      const file = parts.find((part) => part.name === 'file' && part.filename !== undefined);
      if (!file) return error(400, "You must provide a 'file'.");
      if (!record.fields.model) return error(400, "You must provide a 'model'.");
      let audio: PcmAudio;
      try {
        audio = parseWav(file.data);
      } catch (problem) {
        return error(400, `Invalid file format: ${String(problem)}`);
      }
      record.file = { filename: file.filename, contentType: file.contentType, audio };
      if (audio.sampleRate !== SAMPLE_RATE) return error(400, `Expected 16 kHz audio, got ${audio.sampleRate} Hz.`);
      if (options.delayMs) await sleep(options.delayMs);
      if (response.destroyed) return;
      answer(200, { text: options.answer(audio) });
    })();
  });
  const host = await listen(server);
  const standIn: OpenAiTranscriptionsStandIn = {
    baseUrl: `http://${host}/v1`,
    requests,
    fail: undefined,
    close: () => shut(server),
  };
  return standIn;
}

// ---- OpenAI /audio/speech -----------------------------------------------------------------------

export interface SpeechRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string;
  body: Record<string, unknown>;
  status: number;
  /** When the last audio byte was written; unset when the answer was cut short. */
  finishedAt?: number;
  /** The client went away before all the audio was sent. */
  cutShort: boolean;
}

export interface OpenAiSpeechStandIn extends StandIn {
  baseUrl: string;
  requests: SpeechRequest[];
}

/** OpenAI's text-to-speech with response_format "pcm": raw s16le mono 24 kHz, streamed in pieces. */
export async function startOpenAiSpeech(
  options: {
    apiKey?: string;
    /** The 24 kHz audio to answer with; a tone of 60 ms a character by default. */
    audio?: (input: string) => Int16Array;
    chunkBytes?: number;
    delayMs?: number;
  } = {},
): Promise<OpenAiSpeechStandIn> {
  const requests: SpeechRequest[] = [];
  const server = http.createServer((request, response) => {
    void (async () => {
      const raw = await readBody(request);
      const record: SpeechRequest = {
        method: request.method ?? '',
        path: request.url ?? '',
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'] ?? '',
        body: {},
        status: 0,
        cutShort: false,
      };
      requests.push(record);
      const error = (status: number, message: string, type = 'invalid_request_error') => {
        record.status = status;
        sendJson(response, status, { error: { message, type, param: null, code: null } });
      };
      if (request.method !== 'POST' || request.url !== '/v1/audio/speech')
        return error(404, `Invalid URL (${request.method} ${request.url})`);
      if (standIn.fail === 'unauthorized' || (options.apiKey && record.authorization !== `Bearer ${options.apiKey}`))
        return error(401, 'Incorrect API key provided.', 'invalid_api_key');
      if (standIn.fail === 'server-error')
        return error(500, 'The server had an error while processing your request.', 'server_error');
      try {
        record.body = JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
      } catch {
        return error(400, 'We could not parse the JSON body of your request.');
      }
      const { model, input, voice, response_format: format, speed } = record.body;
      if (typeof model !== 'string' || typeof input !== 'string' || typeof voice !== 'string')
        return error(400, "'model', 'input' and 'voice' are required strings.");
      if (format !== 'pcm') return error(400, `This stand-in speaks only pcm, not ${String(format)}.`);
      if (speed !== undefined && (typeof speed !== 'number' || speed < 0.25 || speed > 4))
        return error(400, "'speed' must be between 0.25 and 4.");
      record.status = 200;
      const audio = options.audio?.(input) ?? tone(input.length * 0.06, 24_000);
      response.on('close', () => {
        if (!response.writableFinished) record.cutShort = true;
      });
      const outcome = await streamPcm(response, audio, {
        chunkBytes: options.chunkBytes ?? 4801,
        delayMs: options.delayMs ?? 15,
        dropAfterBytes: standIn.fail === 'drop' ? (options.chunkBytes ?? 4801) * 2 : undefined,
      });
      if (outcome === 'finished') record.finishedAt = Date.now();
    })();
  });
  const host = await listen(server);
  const standIn: OpenAiSpeechStandIn = {
    baseUrl: `http://${host}/v1`,
    requests,
    fail: undefined,
    close: () => shut(server),
  };
  return standIn;
}

// ---- Deepgram live ------------------------------------------------------------------------------

export interface DeepgramSession {
  path: string;
  authorization: string | undefined;
  query: Record<string, string>;
  /** The binary messages, in order. */
  audio: Buffer[];
  /** The text messages, in order. */
  text: string[];
  /** Results messages sent back. */
  results: { transcript: string; isFinal: boolean }[];
  /** Who ended the connection, once it has ended. */
  closedBy?: 'server' | 'client';
}

export interface DeepgramStandIn extends StandIn {
  /** The listen URL to give the adapter. */
  url: string;
  sessions: DeepgramSession[];
}

const REQUIRED_QUERY = { encoding: 'linear16', sample_rate: '16000', channels: '1' };

/**
 * Deepgram's live transcription: 16 kHz linear16 in as binary messages, `Results` out. It "hears"
 * the words of `transcript`, one per `msPerWord` of voiced audio received, sending interim results
 * every `interimEveryMs` of audio and finalizing a segment every `finalEveryMs`; after CloseStream
 * it finalizes the rest, sends Metadata and closes the socket.
 */
export async function startDeepgram(options: {
  apiKey: string;
  transcript: string;
  msPerWord?: number;
  interimEveryMs?: number;
  finalEveryMs?: number;
}): Promise<DeepgramStandIn> {
  const sessions: DeepgramSession[] = [];
  const words = options.transcript.split(/\s+/).filter(Boolean);
  const msPerWord = options.msPerWord ?? 250;
  const interimEveryMs = options.interimEveryMs ?? 200;
  const finalEveryMs = options.finalEveryMs ?? 1000;
  const server = http.createServer((_request, response) => sendJson(response, 404, { err_code: 'NOT_FOUND' }));
  const wss = new WebSocketServer({ noServer: true });

  const refuse = (socket: Socket, status: number, reason: string, code: string) => {
    const body = JSON.stringify({ err_code: code, err_msg: reason, request_id: randomUUID() });
    socket.end(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json\r\n` +
        `dg-error: ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  };

  server.on('upgrade', (request, socket: Socket, head) => {
    const url = new URL(request.url ?? '/', 'ws://stand-in');
    const session: DeepgramSession = {
      path: url.pathname,
      authorization: request.headers.authorization,
      query: Object.fromEntries(url.searchParams),
      audio: [],
      text: [],
      results: [],
    };
    sessions.push(session);
    if (url.pathname !== '/v1/listen') return refuse(socket, 404, 'Not found', 'NOT_FOUND');
    if (standIn.fail === 'unauthorized' || session.authorization !== `Token ${options.apiKey}`)
      return refuse(socket, 401, 'Invalid credentials.', 'INVALID_AUTH');
    if (standIn.fail === 'server-error') return refuse(socket, 500, 'Internal server error.', 'INTERNAL');
    for (const [key, value] of Object.entries(REQUIRED_QUERY))
      if (session.query[key] !== value) return refuse(socket, 400, `Bad ${key}: ${session.query[key]}`, 'BAD_REQUEST');
    wss.handleUpgrade(request, socket, head, (ws) => converse(ws, session));
  });

  function converse(ws: WebSocket, session: DeepgramSession) {
    const requestId = randomUUID();
    let receivedMs = 0;
    let voicedMs = 0;
    let finalized = 0; // words finalized so far
    let segmentStartMs = 0;
    let lastInterimMs = 0;
    let lastFinalMs = 0;
    const send = (count: number, isFinal: boolean, speechFinal = false) => {
      const segment = words.slice(finalized, count);
      const transcript = segment.join(' ');
      ws.send(
        JSON.stringify({
          type: 'Results',
          channel_index: [0, 1],
          duration: (receivedMs - segmentStartMs) / 1000,
          start: segmentStartMs / 1000,
          is_final: isFinal,
          speech_final: speechFinal,
          channel: {
            alternatives: [
              {
                transcript,
                confidence: segment.length > 0 ? 0.98 : 0,
                words: segment.map((word) => ({
                  word: word.toLowerCase().replace(/[^a-z']/g, ''),
                  punctuated_word: word,
                })),
              },
            ],
          },
          metadata: { request_id: requestId, model_info: { name: session.query.model ?? 'general' } },
          from_finalize: false,
        }),
      );
      session.results.push({ transcript, isFinal });
      if (isFinal) {
        finalized = count;
        segmentStartMs = receivedMs;
      }
    };

    ws.on('message', (data: Buffer, isBinary) => {
      if (isBinary) {
        session.audio.push(Buffer.from(data));
        if (standIn.fail === 'drop' && session.audio.length === 10) {
          session.closedBy = 'server';
          ws.terminate();
          return;
        }
        const samples = new Int16Array(
          data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength - (data.byteLength % 2)),
        );
        const ms = (samples.length / SAMPLE_RATE) * 1000;
        receivedMs += ms;
        if (rms(samples) > 300) voicedMs += ms;
        if (receivedMs - lastInterimMs < interimEveryMs) return;
        lastInterimMs = receivedMs;
        const heard = Math.min(words.length, Math.floor(voicedMs / msPerWord));
        if (heard <= finalized) return;
        if (receivedMs - lastFinalMs >= finalEveryMs) {
          lastFinalMs = receivedMs;
          send(heard, true);
        } else send(heard, false);
        return;
      }
      const text = data.toString('utf8');
      session.text.push(text);
      let message: { type?: unknown };
      try {
        message = JSON.parse(text) as { type?: unknown };
      } catch {
        ws.close(1008, 'DATA-0000');
        return;
      }
      if (message.type === 'CloseStream') {
        // The utterance is over: whatever is left is heard and final.
        if (finalized < words.length) send(words.length, true, true);
        ws.send(
          JSON.stringify({
            type: 'Metadata',
            transaction_key: 'deprecated',
            request_id: requestId,
            created: new Date().toISOString(),
            duration: receivedMs / 1000,
            channels: 1,
          }),
        );
        session.closedBy = 'server';
        ws.close(1000);
      }
    });
    ws.on('close', () => (session.closedBy ??= 'client'));
  }

  const host = await listen(server);
  const standIn: DeepgramStandIn = {
    url: `ws://${host}/v1/listen`,
    sessions,
    fail: undefined,
    close: async () => {
      for (const client of wss.clients) client.terminate();
      wss.close();
      await shut(server);
    },
  };
  return standIn;
}

// ---- ElevenLabs streaming speech ----------------------------------------------------------------

export interface ElevenLabsRequest {
  method: string;
  path: string;
  voiceId?: string;
  query: Record<string, string>;
  apiKey: string | undefined;
  contentType: string;
  body: Record<string, unknown>;
  status: number;
  finishedAt?: number;
  cutShort: boolean;
}

export interface ElevenLabsStandIn extends StandIn {
  baseUrl: string;
  requests: ElevenLabsRequest[];
}

const inRange = (value: unknown, low: number, high: number) =>
  typeof value === 'number' && value >= low && value <= high;

/** ElevenLabs' /v1/text-to-speech/{voice}/stream with output_format=pcm_16000: raw s16le 16 kHz. */
export async function startElevenLabs(options: {
  apiKey: string;
  /** The 16 kHz audio to answer with; a tone of 60 ms a character by default. */
  audio?: (text: string) => Int16Array;
  chunkBytes?: number;
  delayMs?: number;
}): Promise<ElevenLabsStandIn> {
  const requests: ElevenLabsRequest[] = [];
  const server = http.createServer((request, response) => {
    void (async () => {
      const raw = await readBody(request);
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const header = request.headers['xi-api-key'];
      const record: ElevenLabsRequest = {
        method: request.method ?? '',
        path: url.pathname,
        voiceId: /^\/v1\/text-to-speech\/([^/]+)\/stream$/.exec(url.pathname)?.[1],
        query: Object.fromEntries(url.searchParams),
        apiKey: typeof header === 'string' ? header : undefined,
        contentType: request.headers['content-type'] ?? '',
        body: {},
        status: 0,
        cutShort: false,
      };
      requests.push(record);
      const error = (status: number, detail: unknown) => {
        record.status = status;
        sendJson(response, status, { detail });
      };
      if (request.method !== 'POST' || !record.voiceId) return error(404, 'Not Found');
      if (standIn.fail === 'unauthorized' || record.apiKey !== options.apiKey)
        return error(401, { status: 'invalid_api_key', message: 'Invalid API key' });
      if (standIn.fail === 'server-error') return error(500, { status: 'internal_error', message: 'Internal error' });
      if (record.query.output_format !== 'pcm_16000')
        return error(400, { status: 'invalid_output_format', message: 'This stand-in speaks only pcm_16000.' });
      try {
        record.body = JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
      } catch {
        return error(400, { status: 'invalid_json', message: 'Invalid JSON body' });
      }
      const { text, model_id: model } = record.body;
      const settings = (record.body.voice_settings ?? {}) as Record<string, unknown>;
      const invalid = [
        typeof text === 'string' && text.trim() ? undefined : 'text',
        typeof model === 'string' ? undefined : 'model_id',
        inRange(settings.stability, 0, 1) ? undefined : 'voice_settings.stability',
        inRange(settings.similarity_boost, 0, 1) ? undefined : 'voice_settings.similarity_boost',
        inRange(settings.style, 0, 1) ? undefined : 'voice_settings.style',
        typeof settings.use_speaker_boost === 'boolean' ? undefined : 'voice_settings.use_speaker_boost',
        inRange(settings.speed, 0.7, 1.2) ? undefined : 'voice_settings.speed',
      ].filter(Boolean);
      if (invalid.length > 0)
        return error(
          422,
          invalid.map((field) => ({ loc: ['body', ...String(field).split('.')], msg: 'invalid', type: 'value_error' })),
        );
      record.status = 200;
      response.on('close', () => {
        if (!response.writableFinished) record.cutShort = true;
      });
      const audio = options.audio?.(text as string) ?? tone((text as string).length * 0.06, SAMPLE_RATE);
      const outcome = await streamPcm(response, audio, {
        chunkBytes: options.chunkBytes ?? 3001,
        delayMs: options.delayMs ?? 15,
        dropAfterBytes: standIn.fail === 'drop' ? (options.chunkBytes ?? 3001) * 2 : undefined,
      });
      if (outcome === 'finished') record.finishedAt = Date.now();
    })();
  });
  const host = await listen(server);
  const standIn: ElevenLabsStandIn = {
    baseUrl: `http://${host}`,
    requests,
    fail: undefined,
    close: () => shut(server),
  };
  return standIn;
}

/** A loopback address where nothing listens (connection refused). */
export async function deadAddress(): Promise<string> {
  const server = http.createServer();
  const host = await listen(server);
  await shut(server);
  return host;
}

/** An address that takes requests and never answers them, for timeouts. */
export async function silentAddress(): Promise<{ host: string; close(): Promise<void> }> {
  const server = http.createServer(() => {
    // never answers
  });
  const host = await listen(server);
  return { host, close: () => shut(server) };
}
