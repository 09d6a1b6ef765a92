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
import { cleanJson } from '../../lib/clean-input.ts';
import type { PlatformRepository } from '../platform/platform-repository.ts';
import type { ConversationSetup } from './brains.ts';
import type { EngineUnavailable, VoiceEngines, VoiceSettings } from './engines.ts';

/** Audio may run ahead of real time by this much before the sender counts as too fast. */
const MAX_AUDIO_AHEAD_MS = 2000;
/** Larger binary frames than this (1 s of audio) are malformed. */
const MAX_BINARY_BYTES = SAMPLE_RATE * 2;
/** Unsent bytes above which the socket counts as backed up: conversation updates wait. */
const BACKED_UP_BYTES = 64 * 1024;
/** How often the socket's draining and the pending conversation update are looked at. */
const TICK_MS = 200;

/**
 * What keeps one call's memory and traffic bounded whatever its client does (docs/call-protocol.md
 * §2 and §6). Every limit is far above what a browser in a real conversation reaches.
 */
export interface CallTransportLimits {
  /** Bytes sent and not yet taken by the client (kernel buffers aside) before the call ends. */
  maxBufferedBytes: number;
  /** How long sent bytes may wait without any of them draining before the call ends. */
  stallMs: number;
  /** Text frames: a burst of this many, refilled at `textFramesPerSecond`. */
  textFrameBurst: number;
  textFramesPerSecond: number;
  /** A `conversation-update` at most this often; in between, the latest one waits. */
  conversationUpdateMs: number;
  /** Final utterances (both sides) stored per call, and their characters in all. */
  maxUtterances: number;
  maxConversationChars: number;
}

export const CALL_TRANSPORT_LIMITS: CallTransportLimits = {
  // A second of audio is 32 kB; a megabyte is half a minute of it, or a long call's conversation update.
  maxBufferedBytes: 1024 * 1024,
  stallMs: 10_000,
  // Browsers send a partial transcript every few hundred milliseconds while the user speaks, typing
  // signals every few seconds, and one `said` per sentence.
  textFrameBurst: 60,
  textFramesPerSecond: 20,
  conversationUpdateMs: 1000,
  // Four hours of talk is about 4,000 utterances and 220,000 characters.
  maxUtterances: 4000,
  maxConversationChars: 250_000,
};

export interface CallSessionDeps {
  platform: PlatformRepository;
  engines: VoiceEngines;
  /** The call's speech detector; undefined: the energy detector. */
  classifier?: FrameClassifier | undefined;
  log: FastifyBaseLogger;
  limits: { silenceMs: number; silenceTimeoutMs: number; maxDurationMs: number };
  /** Default: CALL_TRANSPORT_LIMITS. */
  transportLimits?: CallTransportLimits;
}

type Outgoing = { data: string | Buffer; binary: boolean };

const sizeOf = (data: string | Buffer) => (typeof data === 'string' ? data.length : data.byteLength);

/**
 * One connected call: the socket on one side, the conversation pipeline on the other, and the
 * call's record kept up to date (every final utterance as it happens, the end with its reason).
 *
 * Output is bounded: conversation updates are coalesced (the latest wins, at most one a second,
 * none while the socket is backed up, a last one before the end), and a client that stops reading
 * ends the call ('…-transport-backpressure') with its socket dropped, so its unsent bytes are freed.
 * Input is bounded by frame size (the socket's maxPayload), text length (the message schemas), a
 * rate of text frames, and the size of the stored conversation.
 */
export class CallSession {
  private readonly pipeline: CallPipeline;
  private readonly framer = new Framer();
  private readonly transport: CallTransportLimits;
  private receivedSamples = 0;
  /** When audio could first be sent: the socket connected, or the call switched to audio. */
  private audioSince = performance.now();
  /** Binary frames are welcome: an audio call, or one switching to audio. */
  private acceptsAudio: boolean;
  private persisting: Promise<unknown> = Promise.resolve();
  private closed = false;
  /** The client stopped reading: nothing more is sent, and the socket is being dropped. */
  private stalled = false;
  /** The pipeline is ending the call: its last messages are on their way. */
  private ending = false;
  private tick: NodeJS.Timeout | undefined;
  // Output waiting for a user's utterance to be stored, so its echo never precedes its record.
  private userWritesPending = 0;
  private held: Outgoing[] = [];
  private heldBytes = 0;
  // Sends the socket has not yet written out, and when it last wrote one.
  private unflushed = 0;
  private lastDrainAt = 0;
  // The latest conversation update not yet sent, and when one last was.
  private conversation: ServerCallMessage | undefined;
  private conversationSentAt = -Infinity;
  // The text frame bucket.
  private textTokens: number;
  private textRefilledAt = performance.now();
  // What the call has stored.
  private storedUtterances = 0;
  private storedChars = 0;
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
    this.transport = deps.transportLimits ?? CALL_TRANSPORT_LIMITS;
    this.textTokens = this.transport.textFrameBurst;
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
    this.socket.on('error', (error: Error & { code?: string }) =>
      // ws reports frames it refuses (too large, not UTF-8, bad opcodes) with a WS_ERR_ code.
      this.pipeline.end(
        error.code?.startsWith('WS_ERR_')
          ? 'call.in-progress.error-transport-malformed-message'
          : 'call.in-progress.error-transport-disconnected',
      ),
    );
    this.tick = setInterval(() => this.onTick(), TICK_MS);
    this.pipeline.start();
    // The client left while the call was being looked up: no close event is coming.
    if (this.socket.readyState !== this.socket.OPEN) {
      this.closed = true;
      this.pipeline.end('call.in-progress.error-transport-disconnected');
    }
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
    if (!this.takeTextToken()) {
      this.deps.log.warn({ callId: this.call.id }, 'call client sent text frames too fast');
      this.pipeline.end('call.in-progress.error-transport-too-many-messages');
      return;
    }
    let parsed: unknown;
    try {
      // Cleaned as HTTP bodies are: PostgreSQL cannot store NUL, and a lone surrogate is not text.
      parsed = cleanJson(JSON.parse(bytes.toString('utf8')));
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

  /** The token bucket for text frames: false when the client has sent too many too fast. */
  private takeTextToken(): boolean {
    const now = performance.now();
    const { textFrameBurst, textFramesPerSecond } = this.transport;
    this.textTokens = Math.min(
      textFrameBurst,
      this.textTokens + ((now - this.textRefilledAt) / 1000) * textFramesPerSecond,
    );
    this.textRefilledAt = now;
    if (this.textTokens < 1) return false;
    this.textTokens -= 1;
    return true;
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

  // ---- output ------------------------------------------------------------------------------------

  private get silenced() {
    return this.closed || this.stalled || this.socket.readyState !== this.socket.OPEN;
  }

  private sendJson(message: ServerCallMessage) {
    if (this.silenced) return;
    if (message.type === 'conversation-update') {
      // Each one carries the whole conversation: sending every one would grow with the square of its length.
      this.conversation = message;
      this.sendConversationIfDue();
      return;
    }
    if (message.type === 'status-update' && message.status === 'ended') {
      this.ending = true;
      this.sendConversationNow();
      if (this.silenced) return;
    }
    this.emit(JSON.stringify(message), false);
  }

  private sendAudio(frame: Int16Array) {
    if (this.silenced) return;
    this.emit(Buffer.from(frame.buffer, frame.byteOffset, frame.byteLength), true);
  }

  private sendConversationIfDue() {
    if (!this.conversation) return;
    if (performance.now() - this.conversationSentAt < this.transport.conversationUpdateMs) return;
    if (this.socket.bufferedAmount + this.heldBytes > BACKED_UP_BYTES) return;
    this.sendConversationNow();
  }

  private sendConversationNow() {
    const message = this.conversation;
    if (!message) return;
    this.conversation = undefined;
    this.conversationSentAt = performance.now();
    this.emit(JSON.stringify(message), false);
  }

  /** Sends in order; while a user's utterance is being stored, output waits behind it. */
  private emit(data: string | Buffer, binary: boolean) {
    if (this.userWritesPending > 0) {
      this.held.push({ data, binary });
      this.heldBytes += sizeOf(data);
      this.checkBuffered();
      return;
    }
    this.write(data, binary);
  }

  private write(data: string | Buffer, binary: boolean) {
    if (this.silenced) return;
    if (this.unflushed === 0) this.lastDrainAt = performance.now();
    this.unflushed += 1;
    this.socket.send(data, { binary }, () => {
      this.unflushed -= 1;
      this.lastDrainAt = performance.now();
    });
    this.checkBuffered();
  }

  private releaseHeld() {
    const held = this.held;
    this.held = [];
    this.heldBytes = 0;
    for (const { data, binary } of held) this.write(data, binary);
  }

  private checkBuffered() {
    if (this.socket.bufferedAmount + this.heldBytes > this.transport.maxBufferedBytes) this.dropStalledClient();
  }

  private onTick() {
    if (this.unflushed > 0 && performance.now() - this.lastDrainAt > this.transport.stallMs) {
      this.dropStalledClient();
      return;
    }
    this.sendConversationIfDue();
  }

  /**
   * The client is not reading what it is sent: the call ends, and the socket is dropped at once
   * rather than closed, because a close would queue behind everything it has not read.
   */
  private dropStalledClient() {
    if (this.stalled) return;
    this.stalled = true;
    this.deps.log.warn(
      { callId: this.call.id, bufferedBytes: this.socket.bufferedAmount + this.heldBytes },
      'call client stopped reading; ending the call',
    );
    this.held = [];
    this.heldBytes = 0;
    this.conversation = undefined;
    // Not from inside the pipeline's own send: let it finish what it was doing first.
    if (!this.ending) queueMicrotask(() => this.pipeline.end('call.in-progress.error-transport-backpressure'));
    this.socket.terminate();
  }

  // ---- the record --------------------------------------------------------------------------------

  /**
   * Utterances are written in the order they happen, one after another. While a user's utterance is
   * being written, output waits, so its echo reaches the client only once it is stored (or failed
   * to be: that is logged, and the call goes on).
   */
  private persist(entry: CallMessageEntry) {
    this.storedUtterances += 1;
    this.storedChars += entry.message.length;
    if (
      this.storedUtterances > this.transport.maxUtterances ||
      this.storedChars > this.transport.maxConversationChars
    ) {
      this.deps.log.warn(
        { callId: this.call.id, utterances: this.storedUtterances, characters: this.storedChars },
        'call conversation reached its size limit',
      );
      this.pipeline.end('exceeded-max-conversation-length');
      return;
    }
    const user = entry.role === 'user';
    if (user) this.userWritesPending += 1;
    this.persisting = this.persisting
      .then(() => this.deps.platform.appendMessage(this.call.id, entry))
      .catch((error: unknown) =>
        this.deps.log.error({ err: error, callId: this.call.id }, 'could not store an utterance'),
      )
      .finally(() => {
        if (!user) return;
        this.userWritesPending -= 1;
        if (this.userWritesPending === 0) this.releaseHeld();
      });
  }

  private async finish(
    endedReason: EndedReason,
    performanceMetrics: Parameters<CallSessionDeps['platform']['updateCall']>[1]['performanceMetrics'],
  ) {
    await this.persisting;
    clearInterval(this.tick);
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
    if (!this.silenced) this.socket.close(1000, 'call ended');
    this.markFinished();
  }
}
