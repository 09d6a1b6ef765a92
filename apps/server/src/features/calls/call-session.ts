import {
  clientCallMessageSchema,
  type CallMessageEntry,
  type EndedReason,
  type ServerCallMessage,
} from '@mockingbird/contracts';
import { bytesToSamples, CallPipeline, Framer, SAMPLE_RATE, type FrameClassifier } from '@mockingbird/voice-agent';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { CallRow } from '../../db/schema.ts';
import type { PlatformRepository } from '../platform/platform-repository.ts';
import type { ConversationSetup } from './brains.ts';
import type { EngineUnavailable, VoiceEngines, VoiceSettings } from './engines.ts';

/** Audio may run ahead of real time by this much before the sender counts as too fast. */
const MAX_AUDIO_AHEAD_MS = 2000;
/** Larger binary frames than this (1 s of audio) are malformed. */
const MAX_BINARY_BYTES = SAMPLE_RATE * 2;

export interface CallSessionDeps {
  platform: PlatformRepository;
  engines: VoiceEngines;
  /** The call's speech detector; undefined: the energy detector. */
  classifier?: FrameClassifier | undefined;
  log: FastifyBaseLogger;
  limits: { silenceMs: number; silenceTimeoutMs: number; maxDurationMs: number };
}

/**
 * One connected call: the socket on one side, the conversation pipeline on the other, and the
 * call's record kept up to date (every final utterance as it happens, the end with its reason).
 */
export class CallSession {
  private readonly pipeline: CallPipeline;
  private readonly framer = new Framer();
  private receivedSamples = 0;
  /** When audio could first be sent: the socket connected, or the call switched to audio. */
  private audioSince = performance.now();
  /** Binary frames are welcome: an audio call, or one switching to audio. */
  private acceptsAudio: boolean;
  private persisting: Promise<unknown> = Promise.resolve();
  private closed = false;
  private markFinished!: () => void;
  /** Settles once the call has ended and its record is written. */
  readonly finished = new Promise<void>((resolve) => (this.markFinished = resolve));

  constructor(
    private readonly call: CallRow,
    private readonly socket: WebSocket,
    setup: ConversationSetup,
    private readonly voice: VoiceSettings & {
      waitSeconds?: number | undefined;
      silenceTimeoutSeconds?: number | undefined;
      maxDurationSeconds?: number | undefined;
    },
    private readonly deps: CallSessionDeps,
  ) {
    const audio = call.mode === 'audio';
    this.acceptsAudio = audio;
    this.pipeline = new CallPipeline({
      mode: call.mode,
      ...(audio ? { stt: deps.engines.stt(), tts: deps.engines.tts(voice) } : {}),
      brain: setup.brain,
      ...(setup.systemPrompt ? { systemPrompt: setup.systemPrompt } : {}),
      ...(setup.firstMessage ? { firstMessage: setup.firstMessage } : {}),
      firstMessageMode: setup.firstMessageMode,
      ...(deps.classifier ? { classifier: deps.classifier } : {}),
      vad: {
        silenceMs: voice.waitSeconds !== undefined ? Math.max(200, voice.waitSeconds * 1000) : deps.limits.silenceMs,
      },
      silenceTimeoutMs:
        voice.silenceTimeoutSeconds !== undefined ? voice.silenceTimeoutSeconds * 1000 : deps.limits.silenceTimeoutMs,
      maxDurationMs:
        voice.maxDurationSeconds !== undefined ? voice.maxDurationSeconds * 1000 : deps.limits.maxDurationMs,
      engines: deps.engines.names,
      send: (message) => this.sendJson(message),
      sendAudio: (frame) => this.sendAudio(frame),
      onUtterance: (entry) => this.persist(entry),
      onEnded: (result) => void this.finish(result.endedReason, result.performanceMetrics),
      log: (details, message) => deps.log.warn({ callId: call.id, ...details }, message),
    });
  }

  get callId() {
    return this.call.id;
  }

  start() {
    this.socket.on('message', (data, isBinary) => this.onMessage(data as Buffer | Buffer[], isBinary));
    this.socket.on('close', (code) => {
      this.closed = true;
      // A clean close is the caller hanging up; anything else is a lost connection.
      this.pipeline.end(
        code === 1000 || code === 1001 ? 'customer-ended-call' : 'call.in-progress.error-transport-disconnected',
      );
    });
    this.socket.on('error', () => this.pipeline.end('call.in-progress.error-transport-disconnected'));
    this.pipeline.start();
  }

  /** Ends the call from the server's side (shutdown); resolves once it has ended and is stored. */
  stop(reason: EndedReason): Promise<void> {
    this.pipeline.end(reason);
    return this.finished;
  }

  private onMessage(data: Buffer | Buffer[], isBinary: boolean) {
    if (this.pipeline.isEnded) return;
    const bytes = Array.isArray(data) ? Buffer.concat(data) : data;
    if (isBinary) {
      if (!this.acceptsAudio || bytes.byteLength % 2 !== 0 || bytes.byteLength > MAX_BINARY_BYTES) {
        this.pipeline.end('call.in-progress.error-transport-malformed-message');
        return;
      }
      const samples = bytesToSamples(bytes);
      this.receivedSamples += samples.length;
      const aheadMs = (this.receivedSamples / SAMPLE_RATE) * 1000 - (performance.now() - this.audioSince);
      if (aheadMs > MAX_AUDIO_AHEAD_MS) {
        this.pipeline.end('call.in-progress.error-transport-audio-too-fast');
        return;
      }
      for (const frame of this.framer.push(samples)) this.pipeline.pushAudio(frame);
      return;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(bytes.toString('utf8'));
    } catch {
      this.pipeline.end('call.in-progress.error-transport-malformed-message');
      return;
    }
    const message = clientCallMessageSchema.safeParse(parsed);
    if (!message.success) {
      this.pipeline.end('call.in-progress.error-transport-malformed-message');
      return;
    }
    const m = message.data;
    switch (m.type) {
      case 'add-message':
        this.pipeline.addMessage(m.message, m.triggerResponseEnabled);
        break;
      case 'say':
        this.pipeline.say(m.content ?? m.message ?? '', {
          ...(m.endCallAfterSpoken !== undefined ? { endCallAfterSpoken: m.endCallAfterSpoken } : {}),
          ...(m.interruptionsEnabled !== undefined ? { interruptionsEnabled: m.interruptionsEnabled } : {}),
        });
        break;
      case 'control':
        this.pipeline.control(m.control);
        break;
      case 'end-call':
        this.pipeline.end(m.reason ?? 'customer-ended-call');
        break;
      case 'client-speech.transcript':
        this.pipeline.pushTranscript(m.transcript, m.transcriptType);
        break;
      case 'client-speech.user-started':
        this.pipeline.userStartedInBrowser();
        break;
      case 'client-speech.said':
        this.pipeline.said(m.id);
        break;
      case 'client-speech.switch-to-audio':
        void this.switchToAudio();
        break;
      case 'user-typing':
        this.pipeline.userTyping();
        break;
    }
  }

  /**
   * The browser cannot recognise or speak after all: the server's engines take over. Audio is
   * accepted at once; if the engines cannot run here, the call ends naming the one that cannot.
   */
  private async switchToAudio() {
    if (this.acceptsAudio) return;
    this.acceptsAudio = true;
    this.audioSince = performance.now();
    this.receivedSamples = 0;
    const { engines, log } = this.deps;
    const cannot = (stage: EngineUnavailable['stage'], details: Record<string, unknown>) => {
      log.warn({ callId: this.call.id, ...details }, 'the call cannot switch to audio');
      this.pipeline.end(`pipeline-error-${engines.names[stage]}-${stage}-failed`);
    };
    const problem = engines.audioUnavailable();
    if (problem) return cannot(problem.stage, { reason: problem.reason });
    let stage: EngineUnavailable['stage'] = 'transcriber';
    try {
      const stt = engines.stt();
      stage = 'voice';
      const tts = engines.tts(this.voice);
      stage = 'vad';
      this.pipeline.switchToAudio({ stt, tts, classifier: await engines.classifier() });
    } catch (error) {
      return cannot(stage, { err: error });
    }
    if (this.pipeline.isEnded) return;
    // In order with the utterances, so the call's end is written after its mode.
    this.persisting = this.persisting
      .then(() => this.deps.platform.updateCall(this.call.id, { mode: 'audio' }))
      .catch((error: unknown) => log.error({ err: error, callId: this.call.id }, 'could not store the call mode'));
  }

  private sendJson(message: ServerCallMessage) {
    if (this.closed || this.socket.readyState !== this.socket.OPEN) return;
    this.socket.send(JSON.stringify(message));
  }

  private sendAudio(frame: Int16Array) {
    if (this.closed || this.socket.readyState !== this.socket.OPEN) return;
    this.socket.send(Buffer.from(frame.buffer, frame.byteOffset, frame.byteLength), { binary: true });
  }

  /** Utterances are written in the order they happen, one after another. */
  private persist(entry: CallMessageEntry) {
    this.persisting = this.persisting
      .then(() => this.deps.platform.appendMessage(this.call.id, entry))
      .catch((error: unknown) =>
        this.deps.log.error({ err: error, callId: this.call.id }, 'could not store an utterance'),
      );
  }

  private async finish(
    endedReason: EndedReason,
    performanceMetrics: Parameters<CallSessionDeps['platform']['updateCall']>[1]['performanceMetrics'],
  ) {
    await this.persisting;
    try {
      await this.deps.platform.updateCall(this.call.id, {
        status: 'ended',
        endedReason,
        endedAt: new Date(),
        performanceMetrics: performanceMetrics ?? null,
      });
    } catch (error) {
      this.deps.log.error({ err: error, callId: this.call.id }, 'could not store the end of a call');
    }
    this.deps.log.info({ callId: this.call.id, endedReason }, 'call ended');
    if (!this.closed && this.socket.readyState === this.socket.OPEN) this.socket.close(1000, 'call ended');
    this.markFinished();
  }
}
