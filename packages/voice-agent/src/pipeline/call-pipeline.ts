import type {
  CallMessageEntry,
  EndedReason,
  PerformanceMetrics,
  ServerCallMessage,
  TurnLatency,
} from '@mockingbird/contracts';
import { frames } from '../audio/pcm.ts';
import { AsyncQueue } from '../async-queue.ts';
import { sentences, type Brain, type ChatMessage } from '../brain/brain.ts';
import { isAbort, PipelineError, type PipelineStage } from '../errors.ts';
import type { SpeechStream, STT } from '../stt/stt.ts';
import type { TTS } from '../tts/tts.ts';
import { VoiceActivityDetector, type FrameClassifier, type VadOptions } from '../vad/vad.ts';
import { AudioPlayer } from './audio-player.ts';

export interface CallPipelineOptions {
  /**
   * 'audio': PCM frames both ways; the server recognises and speaks. 'client-speech': the browser
   * recognises and speaks; text both ways (docs/call-protocol.md). A client-speech call can switch
   * to audio (`switchToAudio`), never back.
   */
  mode: 'audio' | 'client-speech';
  stt?: STT;
  tts?: TTS;
  brain: Brain;
  /** The conversation starts with this system message (the assistant's prompt). */
  systemPrompt?: string;
  firstMessage?: string;
  firstMessageMode: 'assistant-speaks-first' | 'assistant-waits-for-user';
  vad?: Partial<VadOptions>;
  classifier?: FrameClassifier;
  /** No one has spoken for this long: the call ends ('silence-timed-out'). */
  silenceTimeoutMs: number;
  /** The call ends after this long ('exceeded-max-duration'). */
  maxDurationMs: number;
  /** Engine names, for endedReason when one fails. */
  engines: { transcriber: string; voice: string; vad?: string };
  send(message: ServerCallMessage): void;
  sendAudio(frame: Int16Array): void;
  /**
   * Every final utterance, as it happens; the caller persists it. A user's utterance is handed over
   * before its final `transcript` is sent.
   */
  onUtterance(entry: CallMessageEntry): void;
  /** Once, when the call has ended. */
  onEnded(result: {
    endedReason: EndedReason;
    messages: CallMessageEntry[];
    performanceMetrics: PerformanceMetrics;
  }): void;
  log?: (details: Record<string, unknown>, message: string) => void;
  now?: () => number;
}

interface AssistantTurn {
  id: string;
  controller: AbortController;
  interruptible: boolean;
  spoken: string[];
}

interface UserSpeech {
  stream: SpeechStream | undefined;
  lastVoicedAt: number;
  partial: string;
  /** When the silence window closed the utterance. */
  endpointedAt?: number;
}

type Outgoing = ServerCallMessage extends infer M
  ? M extends { timestamp: number }
    ? Omit<M, 'timestamp'>
    : never
  : never;

const STAGE_KIND: Record<PipelineStage, string> = {
  stt: 'transcriber',
  tts: 'voice',
  llm: 'llm',
  vad: 'vad',
  transport: 'transport',
};

/**
 * One call's conversation loop: audio in → VAD → endpointing → STT → brain → TTS (sentence by
 * sentence) → audio out, with barge-in (speech during the assistant's turn aborts it), timeouts, and
 * an endedReason for every way a call can end.
 */
export class CallPipeline {
  private readonly o: CallPipelineOptions;
  private readonly now: () => number;
  private currentMode: 'audio' | 'client-speech';
  private stt: STT | undefined;
  private tts: TTS | undefined;
  private vad: VoiceActivityDetector | undefined;
  private player: AudioPlayer | undefined;
  private readonly history: ChatMessage[] = [];
  private readonly messages: CallMessageEntry[] = [];
  private readonly latencies: TurnLatency[] = [];
  private interruptions = 0;
  private startedAt = 0;
  private turnCount = 0;
  private turn: AssistantTurn | undefined;
  private user: UserSpeech | undefined;
  private assistantMuted = false;
  private customerMuted = false;
  private ended = false;
  private lastActivityAt = 0;
  private timers: NodeJS.Timeout[] = [];
  /** Sentences the browser is saying (client-speech): settled when it has said them, or when the call switches to audio. */
  private saying = new Map<string, (outcome: 'said' | 'switched') => void>();
  private nextId = 0;
  /** User utterances wait here so replies are made one at a time, in order. */
  private readonly pendingUser = new AsyncQueue<{
    text: string;
    lastVoicedAt: number;
    finalAt: number;
    endpointingMs: number;
  }>();

  constructor(options: CallPipelineOptions) {
    this.o = options;
    this.now = options.now ?? (() => Date.now());
    this.currentMode = 'client-speech';
    if (options.mode === 'audio') {
      if (!options.stt || !options.tts) throw new Error('audio calls need an STT and a TTS engine');
      this.useAudio({ stt: options.stt, tts: options.tts, classifier: options.classifier });
    }
    if (options.systemPrompt) this.history.push({ role: 'system', content: options.systemPrompt });
  }

  get isEnded() {
    return this.ended;
  }

  /**
   * The browser can no longer recognise or speak (client-speech → audio): from now on the server's
   * engines listen and speak. A sentence the browser was saying and had not finished is spoken
   * again, as audio.
   */
  switchToAudio(engines: { stt: STT; tts: TTS; classifier?: FrameClassifier | undefined }) {
    if (this.ended || this.currentMode === 'audio') return;
    this.useAudio(engines);
    // What the browser had only begun to recognise is lost with it.
    this.user = undefined;
    for (const settle of this.saying.values()) settle('switched');
  }

  private useAudio(engines: { stt: STT; tts: TTS; classifier?: FrameClassifier | undefined }) {
    this.currentMode = 'audio';
    this.stt = engines.stt;
    this.tts = engines.tts;
    this.vad = new VoiceActivityDetector(engines.classifier, this.o.vad);
    this.player = new AudioPlayer((frame) => this.o.sendAudio(frame));
  }

  /** The call is connected: say hello (if the assistant speaks first) and start the clocks. */
  start() {
    this.startedAt = this.now();
    this.lastActivityAt = this.startedAt;
    this.send({ type: 'status-update', status: 'in-progress' });
    this.timers.push(setTimeout(() => this.end('exceeded-max-duration'), this.o.maxDurationMs));
    this.timers.push(
      setInterval(() => {
        const quiet = this.now() - this.lastActivityAt;
        if (!this.turn && !this.user && quiet >= this.o.silenceTimeoutMs) this.end('silence-timed-out');
      }, 250),
    );
    void this.replyLoop();
    if (this.o.firstMessageMode === 'assistant-speaks-first' && this.o.firstMessage) {
      void this.speak(this.o.firstMessage, { interruptible: true, endCallAfter: false });
    }
  }

  // ---- input -------------------------------------------------------------------------------

  /** One 20 ms frame of the caller's microphone (audio mode). */
  pushAudio(frame: Int16Array) {
    if (this.ended || !this.vad || !this.stt) return;
    if (this.customerMuted) return;
    let decision;
    try {
      decision = this.vad.process(frame);
    } catch (error) {
      this.fail(error, 'vad');
      return;
    }
    if (decision.started) {
      this.userStartedSpeaking();
      const stream = this.stt.stream();
      this.user = { stream, lastVoicedAt: this.now(), partial: '' };
      for (const preRoll of decision.started.preRoll) stream.pushFrame(preRoll);
      void this.readTranscripts(stream, this.user);
      return;
    }
    if (!this.user) return;
    this.user.stream?.pushFrame(frame);
    if (decision.voiced) {
      this.user.lastVoicedAt = this.now();
      this.lastActivityAt = this.now();
    }
    if (decision.ended) {
      const user = this.user;
      user.stream?.endInput();
      this.user = undefined;
      user.endpointedAt = this.now();
    }
  }

  /** The browser recognised speech (client-speech mode). */
  pushTranscript(text: string, kind: 'partial' | 'final') {
    if (this.ended) return;
    this.lastActivityAt = this.now();
    if (kind === 'partial') {
      if (!this.user) this.userStartedSpeaking();
      this.user ??= { stream: undefined, lastVoicedAt: this.now(), partial: '' };
      this.user.partial = text;
      this.send({ type: 'transcript', role: 'user', transcriptType: 'partial', transcript: text });
      return;
    }
    if (!this.user) this.userStartedSpeaking();
    this.user = undefined;
    const now = this.now();
    this.userFinal(text, { lastVoicedAt: now, finalAt: now, endpointingMs: 0 });
  }

  /** The browser heard the user start to speak (client-speech barge-in). */
  userStartedInBrowser() {
    if (this.ended) return;
    if (!this.user) {
      this.userStartedSpeaking();
      this.user = { stream: undefined, lastVoicedAt: this.now(), partial: '' };
    }
  }

  /** The browser finished saying something it was asked to say. */
  said(id: string) {
    this.saying.get(id)?.('said');
  }

  /** The user is typing an answer: the call is not silent, and the assistant goes on speaking. */
  userTyping() {
    if (this.ended) return;
    this.lastActivityAt = this.now();
  }

  /**
   * A message added by the client: recorded, and answered when it is from the user. A user message
   * that is answered is a typed turn: it interrupts the assistant as speech would.
   */
  addMessage(message: ChatMessage, triggerResponse = message.role === 'user') {
    if (this.ended) return;
    this.lastActivityAt = this.now();
    const typedAnswer = triggerResponse && message.role === 'user';
    if (typedAnswer) this.interruptAssistant();
    this.history.push(message);
    this.record(message.role === 'assistant' ? 'bot' : message.role, message.content);
    this.sendConversation();
    if (typedAnswer) {
      const now = this.now();
      this.pendingUser.push({ text: message.content, lastVoicedAt: now, finalAt: now, endpointingMs: 0 });
    }
  }

  /** Says exactly this, now (the `say` message). */
  say(text: string, options: { endCallAfterSpoken?: boolean; interruptionsEnabled?: boolean } = {}) {
    if (this.ended || text.trim() === '') return;
    void this.speak(text, {
      interruptible: options.interruptionsEnabled ?? true,
      endCallAfter: options.endCallAfterSpoken ?? false,
    });
  }

  control(control: 'mute-assistant' | 'unmute-assistant' | 'mute-customer' | 'unmute-customer' | 'say-first-message') {
    if (control === 'mute-assistant') {
      this.assistantMuted = true;
      this.player?.clear();
    } else if (control === 'unmute-assistant') this.assistantMuted = false;
    else if (control === 'mute-customer') this.customerMuted = true;
    else if (control === 'unmute-customer') this.customerMuted = false;
    else if (this.o.firstMessage) void this.speak(this.o.firstMessage, { interruptible: true, endCallAfter: false });
  }

  // ---- the user's side --------------------------------------------------------------------------

  private userStartedSpeaking() {
    this.lastActivityAt = this.now();
    this.interruptAssistant();
    this.turnCount += 1;
    this.send({ type: 'speech-update', status: 'started', role: 'user', turn: this.turnCount });
  }

  /** Barge-in: the user talks (or types) over the assistant; an interruptible turn stops where it is. */
  private interruptAssistant() {
    const turn = this.turn;
    if (!turn || !turn.interruptible) return;
    this.interruptions += 1;
    this.abortTurn(turn);
    this.send({ type: 'user-interrupted', turnId: turn.id });
  }

  private async readTranscripts(stream: SpeechStream, user: UserSpeech) {
    try {
      for await (const event of stream) {
        if (this.ended) return;
        if (event.type === 'partial') {
          user.partial = event.text;
          this.send({ type: 'transcript', role: 'user', transcriptType: 'partial', transcript: event.text });
        } else {
          const finalAt = this.now();
          this.userFinal(event.text, {
            lastVoicedAt: user.lastVoicedAt,
            finalAt,
            endpointingMs: (user.endpointedAt ?? finalAt) - user.lastVoicedAt,
            endpointedAt: user.endpointedAt ?? finalAt,
          });
        }
      }
    } catch (error) {
      this.fail(error, 'stt');
    }
  }

  private userFinal(
    text: string,
    timing: { lastVoicedAt: number; finalAt: number; endpointingMs: number; endpointedAt?: number },
  ) {
    this.send({ type: 'speech-update', status: 'stopped', role: 'user', turn: this.turnCount });
    const clean = text.trim();
    if (!clean) return;
    // Recorded before it is echoed, so the caller can hold the echo until the utterance is stored.
    this.history.push({ role: 'user', content: clean });
    this.record('user', clean);
    this.send({ type: 'transcript', role: 'user', transcriptType: 'final', transcript: clean });
    this.sendConversation();
    this.pendingUser.push({ text: clean, ...timing });
  }

  /** Replies to user utterances one at a time. */
  private async replyLoop() {
    for await (const utterance of this.pendingUser) {
      if (this.ended) return;
      await this.respond(utterance);
    }
  }

  // ---- the assistant's side -----------------------------------------------------------------------

  private newTurn(interruptible: boolean): AssistantTurn {
    if (this.turn) this.abortTurn(this.turn);
    const turn = { id: `turn-${++this.nextId}`, controller: new AbortController(), interruptible, spoken: [] };
    this.turn = turn;
    return turn;
  }

  private abortTurn(turn: AssistantTurn) {
    turn.controller.abort();
    this.player?.clear();
    if (this.turn === turn) this.turn = undefined;
  }

  private async respond(utterance: {
    lastVoicedAt: number;
    finalAt: number;
    endpointingMs: number;
    endpointedAt?: number;
  }) {
    const turn = this.newTurn(true);
    const signal = turn.controller.signal;
    const texts = new AsyncQueue<string>();
    let endCall = false;
    const brainDone = (async () => {
      try {
        for await (const chunk of this.o.brain.respond([...this.history], { signal })) {
          if (signal.aborted) break;
          if (chunk.type === 'end-call') endCall = true;
          else {
            texts.push(chunk.text);
            this.send({ type: 'model-output', output: chunk.text, turnId: turn.id });
          }
        }
        texts.close();
      } catch (error) {
        texts.close();
        if (!signal.aborted && !isAbort(error))
          throw error instanceof PipelineError ? error : new PipelineError('llm', 'the model failed', { cause: error });
      }
    })();
    const latency = {
      endpointingLatency: utterance.endpointingMs,
      transcriberLatency: utterance.finalAt - (utterance.endpointedAt ?? utterance.finalAt),
      modelLatency: 0,
      voiceLatency: 0,
      turnLatency: 0,
    };
    try {
      await this.speakSentences(turn, sentences(texts), {
        onFirstSentence: () => (latency.modelLatency = this.now() - utterance.finalAt),
        onFirstAudio: (sentenceAt) => {
          latency.voiceLatency = this.now() - sentenceAt;
          latency.turnLatency = this.now() - utterance.lastVoicedAt;
          this.latencies.push(latency);
        },
      });
      await brainDone;
    } catch (error) {
      await brainDone.catch(() => undefined);
      this.fail(error, 'llm');
      return;
    }
    this.finishTurn(turn, endCall, 'assistant-ended-call');
  }

  private async speak(text: string, options: { interruptible: boolean; endCallAfter: boolean }) {
    const turn = this.newTurn(options.interruptible);
    try {
      await this.speakSentences(
        turn,
        sentences(
          (async function* () {
            yield text;
          })(),
        ),
        {},
      );
    } catch (error) {
      this.fail(error, 'tts');
      return;
    }
    this.finishTurn(turn, options.endCallAfter, 'assistant-ended-call-after-message-spoken');
  }

  private finishTurn(turn: AssistantTurn, endCall: boolean, reason: EndedReason) {
    if (turn.controller.signal.aborted || this.ended) return;
    if (this.turn === turn) this.turn = undefined;
    this.lastActivityAt = this.now();
    if (endCall) {
      this.send({ type: 'hang' });
      this.end(reason);
    }
  }

  /**
   * Speaks sentences as they come: the next is synthesised while the current one plays. Each
   * sentence becomes a final assistant transcript once it has been heard in full.
   */
  private async speakSentences(
    turn: AssistantTurn,
    source: AsyncIterable<string>,
    hooks: { onFirstSentence?: () => void; onFirstAudio?: (sentenceAt: number) => void },
  ) {
    const signal = turn.controller.signal;
    let first = true;
    let started = false;
    const iterator = source[Symbol.asyncIterator]();
    const fetchNext = async () => {
      const item = await iterator.next();
      if (item.done || signal.aborted) return undefined;
      const audio = this.synthesize(item.value, signal);
      // A sentence fetched ahead may never be awaited if the turn is interrupted.
      audio.catch(() => undefined);
      return { text: item.value, audio, at: this.now() };
    };
    let current = await fetchNext();
    try {
      while (current && !signal.aborted && !this.ended) {
        if (first) hooks.onFirstSentence?.();
        const upcoming = fetchNext();
        upcoming.catch(() => undefined);
        const audio = await current.audio;
        if (signal.aborted || this.ended) break;
        if (first) {
          hooks.onFirstAudio?.(current.at);
          first = false;
        }
        if (!started) {
          started = true;
          this.turnCount += 1;
          this.send({ type: 'speech-update', status: 'started', role: 'assistant', turn: this.turnCount });
        }
        const heard = await this.play(current.text, audio, turn);
        if (!heard) break;
        turn.spoken.push(current.text);
        this.send({ type: 'transcript', role: 'assistant', transcriptType: 'final', transcript: current.text });
        this.history.push({ role: 'assistant', content: current.text });
        this.record('bot', current.text);
        current = await upcoming;
      }
    } finally {
      if (started) this.send({ type: 'speech-update', status: 'stopped', role: 'assistant', turn: this.turnCount });
      if (turn.spoken.length > 0) this.sendConversation();
    }
  }

  /** The sentence as audio frames; undefined in client-speech mode, where the browser speaks. */
  private async synthesize(text: string, signal: AbortSignal): Promise<Int16Array[] | undefined> {
    const tts = this.tts;
    if (this.currentMode === 'client-speech' || !tts) return undefined;
    const chunks: Int16Array[] = [];
    try {
      for await (const chunk of tts.synthesize(text, { signal })) chunks.push(...frames(chunk));
    } catch (error) {
      if (signal.aborted || isAbort(error)) return [];
      throw error instanceof PipelineError
        ? error
        : new PipelineError('tts', 'speech synthesis failed', { cause: error });
    }
    return chunks;
  }

  /** Plays a sentence; resolves false when the turn was interrupted before it was heard in full. */
  private async play(text: string, audio: Int16Array[] | undefined, turn: AssistantTurn): Promise<boolean> {
    if (this.currentMode === 'client-speech') {
      const outcome = await this.sayInBrowser(text, turn);
      if (outcome !== 'switched') return outcome === 'said' && !turn.controller.signal.aborted;
    }
    // Made for the browser before the call switched to audio: it needs a voice now.
    audio ??= await this.synthesize(text, turn.controller.signal);
    if (!audio || audio.length === 0) return !turn.controller.signal.aborted;
    if (this.assistantMuted) return !turn.controller.signal.aborted;
    const played = await this.player!.play(audio);
    return played && !turn.controller.signal.aborted;
  }

  private async sayInBrowser(text: string, turn: AssistantTurn): Promise<'said' | 'switched' | 'interrupted'> {
    const id = `say-${++this.nextId}`;
    const outcome = new Promise<'said' | 'switched' | 'interrupted'>((resolve) => {
      // The browser says when it is done; if it never does, assume normal speaking speed.
      const words = text.split(/\s+/).length;
      const fallback = setTimeout(() => resolve('said'), (words / 2.2) * 1000 + 5000);
      this.saying.set(id, (result) => {
        clearTimeout(fallback);
        resolve(result);
      });
      turn.controller.signal.addEventListener('abort', () => {
        clearTimeout(fallback);
        resolve('interrupted');
      });
    });
    this.send({ type: 'client-speech.say', id, text, interruptionsEnabled: turn.interruptible });
    const result = await outcome;
    this.saying.delete(id);
    return result;
  }

  // ---- bookkeeping --------------------------------------------------------------------------

  private send(message: Outgoing) {
    if (this.ended) return;
    this.o.send({ ...message, timestamp: this.now() });
  }

  private record(role: CallMessageEntry['role'], message: string) {
    const time = this.now();
    const entry = { role, message, time, secondsFromStart: Math.max(0, (time - this.startedAt) / 1000) };
    this.messages.push(entry);
    this.o.onUtterance(entry);
  }

  private sendConversation() {
    this.send({
      type: 'conversation-update',
      messages: [...this.messages],
      messagesOpenAIFormatted: this.history.map((m) => ({ role: m.role, content: m.content })),
    });
  }

  private fail(error: unknown, stage: PipelineStage) {
    if (this.ended || isAbort(error)) return;
    const failure = error instanceof PipelineError ? error : new PipelineError(stage, String(error), { cause: error });
    this.o.log?.({ stage: failure.stage, error: failure.message }, 'call pipeline error');
    if (failure.recoverable) return;
    const engine =
      failure.stage === 'stt'
        ? this.o.engines.transcriber
        : failure.stage === 'tts'
          ? this.o.engines.voice
          : failure.stage === 'vad'
            ? (this.o.engines.vad ?? 'energy')
            : this.o.brain.name;
    this.end(`pipeline-error-${engine}-${STAGE_KIND[failure.stage] as 'transcriber' | 'voice' | 'llm' | 'vad'}-failed`);
  }

  /** Ends the call (once): everything stops, the report goes out, the result is handed over. */
  end(endedReason: EndedReason) {
    if (this.ended) return;
    if (this.turn) this.abortTurn(this.turn);
    this.user?.stream?.close();
    this.user = undefined;
    this.player?.clear();
    for (const timer of this.timers) clearTimeout(timer);
    this.pendingUser.close();
    for (const settle of this.saying.values()) settle('said');
    const endedAt = this.now();
    this.send({ type: 'status-update', status: 'ended', endedReason });
    this.ended = true;
    const performanceMetrics = { turnLatencies: [...this.latencies], numUserInterrupted: this.interruptions };
    this.o.send({
      type: 'end-of-call-report',
      endedReason,
      startedAt: new Date(this.startedAt || endedAt).toISOString(),
      endedAt: new Date(endedAt).toISOString(),
      artifact: {
        transcript: this.messages
          .map((m) => `${m.role === 'bot' ? 'AI' : m.role === 'user' ? 'User' : 'System'}: ${m.message}`)
          .join('\n'),
        messages: [...this.messages],
        performanceMetrics,
      },
      analysis: {},
      timestamp: endedAt,
    });
    this.o.onEnded({ endedReason, messages: [...this.messages], performanceMetrics });
  }
}
