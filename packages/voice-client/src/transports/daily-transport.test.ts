// @vitest-environment jsdom
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { dailyParticipant, FakeDaily, fakeTrack } from '../../test/fake-daily.ts';
import { resolveEnvironment } from '../environment.ts';
import { VoiceClientError } from '../errors.ts';
import type { CallStartProgressEvent, DailyCallObjectOptions, VoiceClientEvents, WebCall } from '../types.ts';
import { Vapi } from '../vapi.ts';
import { DailyTransport, REMOTE_SPEAKER_NAME } from './daily-transport.ts';
import type { TransportEvents, VoiceClientEnvironment } from './transport.ts';
import { microphoneConstraints } from '../microphone.ts';

const ROOM_URL = 'https://vapi.daily.co/abc';
const TOKEN = 'public-key-123';
const speaker = (audio?: { state: 'playable' | 'loading'; persistentTrack?: MediaStreamTrack }) =>
  dailyParticipant({ session_id: 'bot', user_name: REMOTE_SPEAKER_NAME, ...(audio ? { audio } : {}) });

/** jsdom has no MediaStream; the transport wraps the assistant's track in one. */
class FakeMediaStream {
  constructor(readonly tracks: MediaStreamTrack[]) {}
  getAudioTracks() {
    return this.tracks;
  }
  getTracks() {
    return this.tracks;
  }
}

beforeEach(() => {
  vi.stubGlobal('MediaStream', FakeMediaStream);
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

const audioElements = () => [...document.querySelectorAll('audio')];
const playing = (audio: HTMLAudioElement | undefined) => (audio?.srcObject as FakeMediaStream | null)?.tracks;

/** A transport on a fake Daily, with everything it reports kept in order. */
function transportOn(
  options: {
    webCall?: Partial<WebCall>;
    microphone?: boolean;
    dailyCallObject?: DailyCallObjectOptions;
    environment?: Partial<VoiceClientEnvironment>;
  } = {},
) {
  const daily = new FakeDaily();
  const reported: [keyof TransportEvents, ...unknown[]][] = [];
  const events: TransportEvents = {
    message: (message) => reported.push(['message', message]),
    unknownMessage: (message) => reported.push(['unknownMessage', message]),
    listening: () => reported.push(['listening']),
    error: (error, fatal) => reported.push(['error', error, fatal]),
    networkQuality: (event) => reported.push(['networkQuality', event]),
    left: (info) => reported.push(['left', info]),
  };
  const transport = new DailyTransport(
    {
      webCall: { id: 'call-1', webCallUrl: ROOM_URL, ...options.webCall },
      events,
      environment: resolveEnvironment({ loadDaily: async () => daily, document, ...options.environment }),
      microphone: options.microphone ?? true,
      audioDeviceId: undefined,
      log: () => undefined,
    },
    { dailyCallConfig: { avoidEval: true }, dailyCallObject: options.dailyCallObject ?? {} },
  );
  const named = (name: keyof TransportEvents) => reported.filter(([event]) => event === name).map(([, ...a]) => a);
  return { daily, transport, reported, named };
}

async function joined(options: Parameters<typeof transportOn>[0] = {}) {
  const setup = transportOn(options);
  await setup.transport.create();
  await setup.transport.join();
  return { ...setup, call: setup.daily.call };
}

describe('DailyTransport', () => {
  it('goes new → loading → loaded → joining → joined → left, refusing a second join and a second leave', async () => {
    let loaded!: (daily: FakeDaily) => void;
    const daily = new FakeDaily();
    const { transport, named } = transportOn({
      environment: { loadDaily: () => new Promise((resolve) => (loaded = resolve)) },
    });
    expect(transport.state).toBe('new');
    const creating = transport.create();
    expect(transport.state).toBe('loading');
    loaded(daily);
    await creating;
    expect(transport.state).toBe('loaded');
    expect(transport.callObject).toBe(daily.call);

    const release = daily.call.hold('join');
    const joining = transport.join();
    expect(transport.state).toBe('joining');
    await expect(transport.join()).rejects.toMatchObject({ reason: 'call-object-error' });
    expect(transport.state).toBe('joining');
    release();
    await joining;
    expect(transport.state).toBe('joined');
    await expect(transport.join()).rejects.toThrow(/already joined/);
    expect(daily.call.calls('join')).toHaveLength(1);

    await transport.leave();
    expect(transport.state).toBe('left');
    expect(named('left')).toEqual([[{}]]);
    expect(daily.call.calls('leave')).toHaveLength(1);
    expect(daily.call.isDestroyed()).toBe(true);
    expect(transport.callObject).toBeUndefined();

    await transport.leave();
    expect(named('left')).toHaveLength(1);
    expect(daily.call.calls('leave')).toHaveLength(1);
  });

  it('creates a hidden call object with the microphone and no camera, and joins the room without automatic subscription', async () => {
    const { call } = await joined({ dailyCallObject: { startAudioOff: false, audioSource: 'mic-2' } });
    expect(call.properties).toEqual({
      audioSource: 'mic-2',
      videoSource: false,
      startAudioOff: false,
      dailyConfig: { avoidEval: true },
    });
    expect(call.calls('join')).toEqual([[{ url: ROOM_URL, subscribeToTracksAutomatically: false }]]);
  });

  it('opens no microphone when the call is joined without one, whatever audioSource says', async () => {
    const { call, transport } = await joined({ microphone: false, dailyCallObject: { audioSource: true } });
    expect(call.properties.audioSource).toBe(false);
    expect(transport.isMuted()).toBe(true);
    expect(call.calls('startLocalAudioLevelObserver')).toEqual([]);
    await expect(transport.setUpAudioProcessing()).resolves.toMatchObject({ noiseCancellation: false });
  });

  it("rejects a failed join with Daily's message, ends in error and frees the call object", async () => {
    const { daily, transport, named } = transportOn();
    await transport.create();
    daily.call.joinFailure = { type: 'no-room', msg: 'The meeting you are trying to join does not exist.' };
    const failure = await transport.join().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(VoiceClientError);
    expect(failure).toMatchObject({
      reason: 'call-object-error',
      message: 'The meeting you are trying to join does not exist.',
    });
    expect(transport.state).toBe('error');
    expect(daily.call.isDestroyed()).toBe(true);
    // join() reports the failure itself: no in-call error, and leaving afterwards does nothing.
    expect(named('error')).toEqual([]);
    await transport.leave();
    expect(named('left')).toEqual([]);
  });

  it('rejects with "Failed to load call object bundle." when daily-js cannot be loaded', async () => {
    const { transport } = transportOn({
      environment: { loadDaily: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')) },
    });
    await expect(transport.create()).rejects.toMatchObject({
      reason: 'call-object-error',
      message: 'Failed to load call object bundle.',
    });
    expect(transport.state).toBe('error');
  });

  it('subscribes to and plays only the Vapi Speaker, through one audio element, and says when it is playable', async () => {
    const { call } = await joined();
    call.addRemote(speaker());
    call.addRemote(dailyParticipant({ session_id: 'observer', user_name: 'Observer' }));
    expect(call.calls('updateParticipant')).toEqual([['bot', { setSubscribedTracks: { audio: true, video: false } }]]);
    expect(audioElements()).toEqual([]);

    const first = fakeTrack('voice-1');
    call.updateRemoteAudio('bot', { subscribed: true, state: 'playable', persistentTrack: first });
    call.updateRemoteAudio('observer', { subscribed: true, state: 'playable', persistentTrack: fakeTrack('other') });
    expect(audioElements()).toHaveLength(1);
    expect(audioElements()[0]?.autoplay).toBe(true);
    expect(playing(audioElements()[0])).toEqual([first]);
    expect(call.appMessages).toEqual(['playable']);
    expect(call.calls('sendAppMessage')[0]).toEqual(['playable', '*']);

    // The same track reported again changes nothing; a new track replaces the old one in the same element.
    call.updateRemoteAudio('bot', { state: 'playable', persistentTrack: first });
    expect(call.appMessages).toEqual(['playable']);
    const second = fakeTrack('voice-2');
    call.updateRemoteAudio('bot', { state: 'playable', persistentTrack: second });
    expect(audioElements()).toHaveLength(1);
    expect(playing(audioElements()[0])).toEqual([second]);
    expect(call.calls('updateParticipant')).toHaveLength(1);

    call.roomClosed();
    await vi.waitFor(() => expect(audioElements()).toEqual([]));
  });

  it('subscribes to a speaker already in the room when joining', async () => {
    const { daily, transport } = transportOn();
    await transport.create();
    daily.call.remotes.set('bot', speaker({ state: 'playable', persistentTrack: fakeTrack('voice') }));
    await transport.join();
    expect(daily.call.calls('updateParticipant')).toEqual([
      ['bot', { setSubscribedTracks: { audio: true, video: false } }],
    ]);
    expect(audioElements()).toHaveLength(1);
    expect(daily.call.appMessages).toEqual(['playable']);
  });

  it.each([
    ['video recording is on', { artifactPlan: { videoRecordingEnabled: true } }],
    ['the voice is a video avatar', { assistant: { voice: { provider: 'tavus' } } }],
  ])('subscribes to the speaker’s video when %s', async (_, webCall) => {
    const { call } = await joined({ webCall });
    call.addRemote(speaker());
    expect(call.calls('updateParticipant')).toEqual([['bot', { setSubscribedTracks: { audio: true, video: true } }]]);
  });

  it('turns app messages into listening, typed messages and unknown messages, and ignores junk', async () => {
    const { call, reported } = await joined();
    call.appMessage('listening');
    call.appMessage(JSON.stringify({ type: 'transcript', role: 'user', transcriptType: 'final', transcript: 'Hi' }));
    call.appMessage({ type: 'speech-update', status: 'started', role: 'assistant', call: { id: 'call-1' } });
    call.appMessage(JSON.stringify({ type: 'phone-call-control', request: 'forward' }));
    for (const junk of ['not json {', '[1,2]', '42', 'null', JSON.stringify({ no: 'type' }), { type: 7 }, null])
      call.appMessage(junk);
    call.appMessage({ type: 'transcript', role: 'user' }); // a known type, malformed
    expect(reported).toEqual([
      ['listening'],
      ['message', { type: 'transcript', role: 'user', transcriptType: 'final', transcript: 'Hi' }],
      ['message', { type: 'speech-update', status: 'started', role: 'assistant', call: { id: 'call-1' } }],
      ['unknownMessage', { type: 'phone-call-control', request: 'forward' }],
    ]);
  });

  it('samples the remote level as the sum over participants and the local level from Daily, every 100 ms', async () => {
    const { daily, transport } = transportOn();
    await transport.create();
    expect(transport.remoteAudioLevel()).toBe(0);
    expect(transport.localAudioLevel()).toBe(0);
    await transport.join();
    const call = daily.call;
    expect(call.calls('startRemoteParticipantsAudioLevelObserver')).toEqual([[100]]);
    expect(call.calls('startLocalAudioLevelObserver')).toEqual([[100]]);
    call.remoteAudioLevels({ bot: 0.02, observer: 0.01 });
    expect(transport.remoteAudioLevel()).toBeCloseTo(0.03);
    call.localLevel = 0.4;
    expect(transport.localAudioLevel()).toBe(0.4);
    await transport.leave();
    expect(transport.remoteAudioLevel()).toBe(0);
    expect(transport.localAudioLevel()).toBe(0);
  });

  it('reports left once when the room closes, removing the audio element and destroying the call object', async () => {
    const { call, transport, named } = await joined();
    call.addRemote(speaker({ state: 'playable', persistentTrack: fakeTrack('voice') }));
    expect(audioElements()).toHaveLength(1);
    call.roomClosed();
    await vi.waitFor(() => expect(named('left')).toEqual([[{}]]));
    expect(transport.state).toBe('left');
    expect(audioElements()).toEqual([]);
    expect(call.isDestroyed()).toBe(true);
    expect(call.listenerCount()).toBe(0);
    call.roomClosed();
    call.fatal('ejected', 'Meeting ended due to ejection');
    await transport.leave();
    expect(named('left')).toHaveLength(1);
    expect(named('error')).toEqual([]);
  });

  it("reports a fatal error with Daily's message, then left", async () => {
    const { call, reported, transport } = await joined();
    call.fatal('connection-error', 'Connection to the call failed');
    await vi.waitFor(() => expect(reported.at(-1)?.[0]).toBe('left'));
    expect(reported).toEqual([
      [
        'error',
        expect.objectContaining({ reason: 'call-object-error', message: 'Connection to the call failed' }),
        true,
      ],
      ['left', {}],
    ]);
    expect(transport.state).toBe('left');
    expect(call.isDestroyed()).toBe(true);
  });

  it.each([
    ['after hang', { type: 'hang' }, 'Meeting ended due to ejection'],
    [
      'after status-update ended',
      { type: 'status-update', status: 'ended', endedReason: 'assistant-ended-call' },
      'ejected',
    ],
    [
      'after end-of-call-report',
      { type: 'end-of-call-report', endedReason: 'assistant-ended-call' },
      'Meeting ended due to ejection',
    ],
    ['when Daily says the meeting has ended', undefined, 'Meeting has ended'],
  ])('treats an ejection %s as a normal end, not an error', async (_, message, errorMsg) => {
    const { call, named } = await joined();
    if (message) call.appMessage(JSON.stringify(message));
    call.fatal('ejected', errorMsg);
    await vi.waitFor(() => expect(named('left')).toEqual([[{}]]));
    expect(named('error')).toEqual([]);
  });

  it('reports an ejection that no normal end explains as an error', async () => {
    const { call, named } = await joined();
    call.fatal('ejected', 'Meeting ended due to ejection');
    await vi.waitFor(() => expect(named('left')).toHaveLength(1));
    expect(named('error')).toEqual([[expect.objectContaining({ message: 'Meeting ended due to ejection' }), true]]);
  });

  it('turns noise cancellation off and the microphone back on when the audio processor fails', async () => {
    const { call, named } = await joined();
    call.nonFatal('audio-processor-error', 'Noise cancellation failed to start');
    await vi.waitFor(() => expect(named('error')).toHaveLength(1));
    expect(call.calls('updateInputSettings')).toEqual([[{ audio: { processor: { type: 'none' } } }]]);
    expect(call.calls('setLocalAudio')).toEqual([[true]]);
    expect(named('error')[0]).toEqual([expect.objectContaining({ reason: 'audio-error' }), false]);
    expect(named('left')).toEqual([]);

    // Other warnings are not errors; a user who muted stays muted.
    call.nonFatal('screen-share-error', 'no screen');
    const muted = await joined();
    muted.transport.setMuted(true);
    muted.call.nonFatal('audio-processor-error', 'failed');
    await vi.waitFor(() => expect(muted.named('error')).toHaveLength(1));
    expect(muted.call.calls('setLocalAudio')).toEqual([[false]]);
    expect(named('error')).toHaveLength(1);
  });

  it('passes network quality changes on', async () => {
    const { call, named } = await joined();
    call.networkQuality('low', 42);
    expect(named('networkQuality')).toEqual([[{ threshold: 'low', quality: 42 }]]);
  });

  it('sends client messages as JSON app messages to everyone, only while joined', async () => {
    const { daily, transport } = transportOn();
    await transport.create();
    transport.send({ type: 'end-call' });
    await transport.join();
    transport.send({ type: 'add-message', message: { role: 'user', content: 'Hi' }, triggerResponseEnabled: true });
    expect(daily.call.calls('sendAppMessage')).toEqual([
      [
        JSON.stringify({ type: 'add-message', message: { role: 'user', content: 'Hi' }, triggerResponseEnabled: true }),
        '*',
      ],
    ]);
    await transport.leave();
    transport.send({ type: 'end-call' });
    expect(daily.call.calls('sendAppMessage')).toHaveLength(1);
  });

  it('mutes before joining (startAudioOff) and in the call (setLocalAudio)', async () => {
    const { daily, transport } = transportOn();
    await transport.create();
    transport.setMuted(true);
    expect(transport.isMuted()).toBe(true);
    await transport.join();
    expect(daily.call.calls('join')[0]).toEqual([expect.objectContaining({ startAudioOff: true })]);
    expect(transport.isMuted()).toBe(true);
    transport.setMuted(false);
    expect(daily.call.calls('setLocalAudio')).toEqual([[true]]);
    expect(transport.isMuted()).toBe(false);

    const startOff = transportOn({ dailyCallObject: { startAudioOff: true } });
    await startOff.transport.create();
    startOff.transport.setMuted(false); // what Vapi does before every join
    await startOff.transport.join();
    expect(startOff.transport.isMuted()).toBe(true);
  });

  it('switches the microphone and the output device, also on the audio element that plays the assistant', async () => {
    const { call, transport } = await joined();
    const setSinkId = vi.fn(async (_id: string) => undefined);
    Object.defineProperty(HTMLMediaElement.prototype, 'setSinkId', { value: setSinkId, configurable: true });
    try {
      await transport.setInputDevices({ audioDeviceId: 'usb-mic' });
      expect(call.calls('setInputDevicesAsync')).toEqual([[{ audioDeviceId: 'usb-mic' }]]);
      // Chosen before the assistant is heard: the element gets it when it is made.
      await transport.setOutputDevice({ outputDeviceId: 'headphones' });
      expect(call.calls('setOutputDeviceAsync')).toEqual([[{ outputDeviceId: 'headphones' }]]);
      call.addRemote(speaker({ state: 'playable', persistentTrack: fakeTrack('voice') }));
      expect(setSinkId).toHaveBeenCalledWith('headphones');
      await transport.setOutputDevice({ outputDeviceId: 'speakers' });
      expect(setSinkId).toHaveBeenLastCalledWith('speakers');
      expect(setSinkId.mock.contexts.at(-1)).toBe(audioElements()[0]);
    } finally {
      Reflect.deleteProperty(HTMLMediaElement.prototype, 'setSinkId');
    }
  });

  it('raises the microphone level through a Web Audio gain node', async () => {
    const boosted = fakeTrack('boosted');
    const gains: number[] = [];
    const node = () => ({ connect: <T>(next: T) => next });
    class FakeAudioContext {
      createGain() {
        const gain = { ...node(), gain: { value: 1 } };
        queueMicrotask(() => gains.push(gain.gain.value));
        return gain;
      }
      createMediaStreamSource() {
        return node();
      }
      createMediaStreamDestination() {
        return { ...node(), stream: new FakeMediaStream([boosted]) };
      }
      close = async () => undefined;
    }
    const getUserMedia = vi.fn(async () => new FakeMediaStream([fakeTrack('mic')]));
    const { call, transport } = await joined({
      environment: {
        AudioContext: FakeAudioContext as unknown as typeof AudioContext,
        mediaDevices: { getUserMedia } as unknown as MediaDevices,
      },
    });
    await transport.increaseMicLevel(2);
    await Promise.resolve();
    // The same microphone settings as every microphone the client opens (echo cancellation and all).
    expect(getUserMedia).toHaveBeenCalledWith(microphoneConstraints());
    expect(gains).toEqual([2]);
    expect(call.calls('setInputDevicesAsync')).toEqual([[{ audioSource: boosted }]]);
  });

  it('refuses to raise the microphone level without Web Audio', async () => {
    const { transport } = await joined({ environment: { AudioContext: undefined } });
    await expect(transport.increaseMicLevel(2)).rejects.toMatchObject({ reason: 'audio-error' });
  });

  it('turns noise cancellation on, and reports (rather than fails) when it cannot', async () => {
    const { call, transport } = await joined();
    await expect(transport.setUpAudioProcessing()).resolves.toEqual({ noiseCancellation: true });
    expect(call.calls('updateInputSettings')).toEqual([[{ audio: { processor: { type: 'noise-cancellation' } } }]]);
    call.inputSettingsFailure = new Error('Noise cancellation is not supported in this browser');
    await expect(transport.setUpAudioProcessing()).resolves.toEqual({
      noiseCancellation: false,
      reason: 'Noise cancellation is not supported in this browser',
    });
    expect(transport.state).toBe('joined');
  });

  it('records video at 1280x720 when the call asks for it, and stops recording on leave', async () => {
    const plain = await joined();
    await expect(plain.transport.startVideoRecording()).resolves.toBe(false);
    expect(plain.call.calls('startRecording')).toEqual([]);

    const { call, transport } = await joined({ webCall: { artifactPlan: { videoRecordingEnabled: true } } });
    await expect(transport.startVideoRecording()).resolves.toBe(true);
    expect(call.calls('startRecording')).toEqual([
      [{ width: 1280, height: 720, backgroundColor: '#FF1F2D3D', layout: { preset: 'default' } }],
    ]);
    await transport.leave();
    const order = call.log.map((entry) => entry.method);
    expect(order.slice(order.indexOf('stopRecording'))).toEqual(['stopRecording', 'leave', 'destroy']);
  });
});

// ---- through the client ---------------------------------------------------------------------

/** Vapi's POST /call/web on loopback: checks the key and the body, answers as Vapi's cloud does. */
async function startPlatform() {
  const requests: { authorization: string | undefined; contentType: string | undefined; body: unknown }[] = [];
  const platform = {
    requests,
    answer: {} as { videoRecordingEnabled?: boolean; provider?: string },
    baseUrl: '',
    server: undefined as Server | undefined,
  };
  const readBody = async (request: IncomingMessage) => {
    let text = '';
    for await (const chunk of request) text += String(chunk);
    return text;
  };
  platform.server = createServer((request, response) => {
    void readBody(request).then((text) => {
      const reply = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify(body));
      };
      if (request.method !== 'POST' || request.url !== '/call/web')
        return reply(404, { message: `Cannot ${request.method} ${request.url}`, error: 'Not Found', statusCode: 404 });
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(text) as Record<string, unknown>;
      } catch {
        return reply(400, { message: 'Unexpected token in JSON', error: 'Bad Request', statusCode: 400 });
      }
      requests.push({
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        body,
      });
      if (request.headers.authorization !== `Bearer ${TOKEN}`)
        return reply(401, {
          message: 'Invalid Key. Hot tip, you may be using the private key instead of the public key, or vice versa.',
          error: 'Unauthorized',
          statusCode: 401,
        });
      if (!body.assistant && !body.assistantId && !body.squad && !body.squadId && !body.workflow && !body.workflowId)
        return reply(400, {
          message: ['assistant or assistantId must be provided'],
          error: 'Bad Request',
          statusCode: 400,
        });
      const now = new Date().toISOString();
      reply(201, {
        id: 'b9a1c5e2-0d1f-4a37-9a57-5d2f6c0e8a11',
        orgId: 'org-1',
        type: 'webCall',
        status: 'queued',
        createdAt: now,
        updatedAt: now,
        webCallUrl: ROOM_URL,
        ...(typeof body.assistantId === 'string' ? { assistantId: body.assistantId } : {}),
        artifactPlan: { videoRecordingEnabled: platform.answer.videoRecordingEnabled ?? false },
        assistant: { name: 'Interviewer', voice: { provider: platform.answer.provider ?? '11labs', voiceId: 'sarah' } },
      });
    });
  });
  await new Promise<void>((resolve) => platform.server?.listen(0, '127.0.0.1', resolve));
  platform.baseUrl = `http://127.0.0.1:${(platform.server.address() as AddressInfo).port}`;
  return platform;
}

/** The environment's clock, moved by hand: the client's observers and waits run when the test says. */
class ManualClock {
  now = 0;
  private timers: { id: number; at: number; every: number | undefined; run: () => void }[] = [];
  private nextId = 1;
  readonly environment = {
    now: () => this.now,
    setTimeout: (run: () => void, ms: number) => this.add(run, ms, undefined),
    clearTimeout: (id: unknown) => this.remove(id),
    setInterval: (run: () => void, ms: number) => this.add(run, ms, ms),
    clearInterval: (id: unknown) => this.remove(id),
  };

  /** The delays of the timeouts waiting now. */
  get waiting(): number[] {
    return this.timers.filter((timer) => timer.every === undefined).map((timer) => timer.at - this.now);
  }

  advance(ms: number) {
    const end = this.now + ms;
    for (;;) {
      const next = this.timers.filter((timer) => timer.at <= end).sort((a, b) => a.at - b.at)[0];
      if (!next) break;
      this.now = next.at;
      if (next.every === undefined) this.remove(next.id);
      else next.at += next.every;
      next.run();
    }
    this.now = end;
  }

  private add(run: () => void, ms: number, every: number | undefined) {
    const id = this.nextId++;
    this.timers.push({ id, at: this.now + ms, every, run });
    return id;
  }

  private remove(id: unknown) {
    this.timers = this.timers.filter((timer) => timer.id !== id);
  }
}

const RECORDED = [
  'call-start',
  'call-end',
  'speech-start',
  'speech-end',
  'volume-level',
  'message',
  'unknown-message',
  'error',
  'call-start-progress',
  'call-start-success',
  'call-start-failed',
  'network-quality-change',
] as const;

describe("Vapi on Vapi's cloud (a Daily room)", () => {
  let platform: Awaited<ReturnType<typeof startPlatform>>;
  beforeAll(async () => {
    platform = await startPlatform();
  });
  afterAll(async () => {
    await new Promise((resolve) => platform.server?.close(resolve));
  });
  beforeEach(() => {
    platform.requests.length = 0;
    platform.answer = {};
  });

  /** A client on the loopback platform and a fake Daily, with every event it emits kept in order. */
  function client(environment: Partial<VoiceClientEnvironment> = {}, daily = new FakeDaily()) {
    const clock = new ManualClock();
    const vapi = new Vapi(
      TOKEN,
      platform.baseUrl,
      { avoidEval: true },
      {},
      {
        fetch: globalThis.fetch,
        loadDaily: async () => daily,
        document,
        isMobile: () => false,
        ...clock.environment,
        ...environment,
      },
    );
    const events: [string, ...unknown[]][] = [];
    for (const name of RECORDED)
      vapi.on(name, (...args: VoiceClientEvents[typeof name]) => events.push([name, ...args]));
    const named = <E extends (typeof RECORDED)[number]>(name: E) =>
      events.filter(([event]) => event === name).map(([, ...args]) => args as VoiceClientEvents[E]);
    const stages = () => named('call-start-progress').map(([event]) => `${event.stage}:${event.status}`);
    return { vapi, daily, clock, events, named, stages };
  }

  it('starts a Daily call over POST /call/web, stage by stage, and goes live on "listening"', async () => {
    const { vapi, daily, named, stages } = client();
    const call = await vapi.start('assistant-1', { variableValues: { name: 'Ada' } });
    expect(call).toMatchObject({ id: 'b9a1c5e2-0d1f-4a37-9a57-5d2f6c0e8a11', webCallUrl: ROOM_URL });
    expect(platform.requests).toEqual([
      {
        authorization: `Bearer ${TOKEN}`,
        contentType: 'application/json',
        body: { assistantId: 'assistant-1', assistantOverrides: { variableValues: { name: 'Ada' } } },
      },
    ]);
    expect(stages()).toEqual(
      [
        'initialization',
        'validation',
        'web-call-creation',
        'daily-call-object-creation',
        'daily-call-join',
        'audio-observer-setup',
        'audio-processing-setup',
      ].flatMap((stage) => [`${stage}:started`, `${stage}:completed`]),
    );
    const processing = named('call-start-progress').at(-1)?.[0] as CallStartProgressEvent;
    expect(processing.metadata).toEqual({ noiseCancellation: true });
    expect(named('call-start-success')).toEqual([[expect.objectContaining({ callId: call?.id })]]);
    expect(vapi.callClientState).toBe('joined');
    expect(vapi.getDailyCallObject()).toBe(daily.call);
    expect(daily.call.calls('join')).toEqual([[{ url: ROOM_URL, subscribeToTracksAutomatically: false }]]);

    daily.call.addRemote(speaker());
    daily.call.updateRemoteAudio('bot', { subscribed: true, state: 'playable', persistentTrack: fakeTrack('voice') });
    expect(daily.call.appMessages).toEqual(['playable']);
    expect(named('call-start')).toEqual([]);
    daily.call.appMessage('listening');
    expect(named('call-start')).toEqual([[]]);
  });

  it('emits typed messages and unknown messages, and ignores junk', async () => {
    const { vapi, daily, named } = client();
    await vapi.start('assistant-1');
    daily.call.appMessage(
      JSON.stringify({ type: 'transcript', role: 'assistant', transcriptType: 'final', transcript: 'Hello' }),
    );
    daily.call.appMessage('}{');
    daily.call.appMessage(JSON.stringify({ type: 'new-thing', x: 1 }));
    expect(named('message')).toEqual([
      [{ type: 'transcript', role: 'assistant', transcriptType: 'final', transcript: 'Hello' }],
    ]);
    expect(named('unknown-message')).toEqual([[{ type: 'new-thing', x: 1 }]]);
    expect(named('error')).toEqual([]);
  });

  it('turns the summed remote level into volume-level, speech-start and speech-end every 100 ms', async () => {
    const { vapi, daily, clock, named } = client();
    await vapi.start('assistant-1');
    daily.call.remoteAudioLevels({ bot: 0.02, other: 0.01 });
    clock.advance(100);
    expect(named('speech-start')).toHaveLength(1);
    expect(named('volume-level').at(-1)?.[0]).toBeCloseTo(0.2);
    daily.call.remoteAudioLevels({ bot: 0, other: 0 });
    clock.advance(900);
    expect(named('speech-end')).toEqual([]);
    expect(named('volume-level').at(-1)).toEqual([0]);
    clock.advance(100);
    expect(named('speech-end')).toHaveLength(1);
    expect(named('volume-level')).toHaveLength(11);
  });

  it('ends on left-meeting with call-end and exactly one synthetic status-update ended', async () => {
    const { vapi, daily, events } = client();
    await vapi.start('assistant-1');
    daily.call.addRemote(speaker({ state: 'playable', persistentTrack: fakeTrack('voice') }));
    const call = daily.call;
    call.roomClosed();
    await vi.waitFor(() => expect(events.some(([name]) => name === 'message')).toBe(true));
    call.roomClosed();
    call.fatal('ejected', 'Meeting has ended');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const after = events.filter(([name]) => name === 'call-end' || name === 'message' || name === 'error');
    expect(after).toEqual([
      ['call-end'],
      [
        'message',
        { type: 'status-update', status: 'ended', endedReason: 'customer-ended-call', timestamp: expect.any(Number) },
      ],
    ]);
    expect(call.isDestroyed()).toBe(true);
    expect(audioElements()).toEqual([]);
    expect(vapi.callClientState).toBe('new');
  });

  it('sends no synthetic status-update when the platform already said the call ended', async () => {
    const { vapi, daily, named } = client();
    await vapi.start('assistant-1');
    const ended = { type: 'status-update', status: 'ended', endedReason: 'assistant-ended-call' };
    daily.call.appMessage(JSON.stringify(ended));
    daily.call.roomClosed();
    await vi.waitFor(() => expect(named('call-end')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(named('message')).toEqual([[ended]]);
  });

  it("does not report Daily's ejection after the assistant hung up as an error", async () => {
    const { vapi, daily, named } = client();
    await vapi.start('assistant-1');
    daily.call.appMessage(JSON.stringify({ type: 'hang' }));
    daily.call.fatal('ejected', 'Meeting ended due to ejection');
    daily.call.roomClosed();
    await vi.waitFor(() => expect(named('call-end')).toHaveLength(1));
    expect(named('error')).toEqual([]);
  });

  it('reports a fatal error mid-call, then call-end', async () => {
    const { vapi, daily, events } = client();
    await vapi.start('assistant-1');
    daily.call.fatal('connection-error', 'Network connection lost');
    await vi.waitFor(() => expect(events.at(-1)?.[0]).toBe('message'));
    const after = events.filter(([name]) => ['error', 'call-end', 'message'].includes(name));
    expect(after.map(([name]) => name)).toEqual(['error', 'call-end', 'message']);
    expect(after[0]?.[1]).toMatchObject({
      type: 'transport-error',
      stage: 'in-call',
      fatal: true,
      error: { reason: 'call-object-error', message: 'Network connection lost' },
    });
  });

  it('keeps the call going when noise cancellation fails, with the microphone back on', async () => {
    const { vapi, daily, named } = client();
    await vapi.start('assistant-1');
    daily.call.nonFatal('audio-processor-error', 'Audio processor failed');
    await vi.waitFor(() => expect(named('error')).toHaveLength(1));
    expect(named('error')[0]?.[0]).toMatchObject({ type: 'audio-processor-error', fatal: false });
    expect(daily.call.calls('updateInputSettings').at(-1)).toEqual([{ audio: { processor: { type: 'none' } } }]);
    expect(daily.call.calls('setLocalAudio').at(-1)).toEqual([true]);
    expect(vapi.callClientState).toBe('joined');
    expect(named('call-end')).toEqual([]);
  });

  it('fails the start when daily-js cannot be loaded: call-object-creation-error, call-start-failed, null', async () => {
    const { vapi, named, stages } = client({ loadDaily: () => Promise.reject(new Error('ChunkLoadError')) });
    await expect(vapi.start('assistant-1')).resolves.toBeNull();
    expect(named('error')).toEqual([
      [
        expect.objectContaining({
          type: 'call-object-creation-error',
          stage: 'daily-call-object-creation',
          error: expect.objectContaining({ message: 'Failed to load call object bundle.' }),
        }),
      ],
    ]);
    expect(named('call-start-failed')).toEqual([
      [expect.objectContaining({ stage: 'daily-call-object-creation', error: 'Failed to load call object bundle.' })],
    ]);
    expect(stages().at(-1)).toBe('daily-call-object-creation:failed');
    expect(vapi.callClientState).toBe('new');
  });

  it('destroys a call object left on the page before creating its own (two clients, React StrictMode)', async () => {
    const daily = new FakeDaily();
    const first = client({}, daily);
    const second = client({}, daily);
    await first.vapi.start('assistant-1');
    const firstCall = daily.call;
    const started = await second.vapi.start('assistant-1');
    expect(started).not.toBeNull();
    expect(daily.created).toHaveLength(2);
    expect(firstCall.isDestroyed()).toBe(true);
    expect(firstCall.log.findIndex((entry) => entry.method === 'destroy')).toBeGreaterThanOrEqual(0);
    expect(second.vapi.getDailyCallObject()).toBe(daily.call);
    expect(daily.call).not.toBe(firstCall);
    await vi.waitFor(() => expect(first.named('call-end')).toHaveLength(1));
    expect(second.named('call-start-failed')).toEqual([]);
    second.vapi.send({ type: 'end-call' });
    expect(daily.call.appMessages).toEqual([JSON.stringify({ type: 'end-call' })]);
  });

  // VAPI.TS BUG (src/vapi.ts, connect() and transportEvents().left): phase becomes 'active' right after
  // the join, so a call that ends during the later start stages is cleaned up and reported with call-end,
  // but start() goes on: it emits call-start-success after call-end and resolves with the ended call.
  // This test fails until vapi.ts marks the start attempt aborted when the call ends (see the report).
  it('does not report a start as successful when the call ended before start() finished', async () => {
    const { vapi, daily, events } = client();
    const gate: { release?: () => void } = {};
    const create = daily.createCallObject.bind(daily);
    daily.createCallObject = (properties) => {
      const call = create(properties);
      gate.release = call.hold('updateInputSettings');
      return call;
    };
    const starting = vapi.start('assistant-1');
    await vi.waitFor(() => expect(daily.call.calls('updateInputSettings')).toHaveLength(1));
    daily.call.roomClosed();
    await vi.waitFor(() => expect(events.some(([name]) => name === 'call-end')).toBe(true));
    gate.release?.();
    await expect(starting).resolves.toBeNull();
    const names = events.map(([name]) => name);
    expect(names.slice(names.indexOf('call-end'))).not.toContain('call-start-success');
  });

  it('records video when the call asks for it, with its two stages', async () => {
    platform.answer = { videoRecordingEnabled: true };
    const { vapi, daily, stages } = client();
    await vapi.start('assistant-1');
    expect(stages().filter((stage) => stage.endsWith(':started'))).toEqual([
      'initialization:started',
      'validation:started',
      'web-call-creation:started',
      'daily-call-object-creation:started',
      'daily-call-join:started',
      'video-recording-setup:started',
      'video-recording-started:started',
      'audio-observer-setup:started',
      'audio-processing-setup:started',
    ]);
    expect(daily.call.calls('startRecording')).toHaveLength(1);
    daily.call.addRemote(speaker());
    expect(daily.call.calls('updateParticipant')).toEqual([
      ['bot', { setSubscribedTracks: { audio: true, video: true } }],
    ]);
    await vapi.stop();
    expect(daily.call.calls('stopRecording')).toHaveLength(1);
  });

  it('waits 1000 ms for the permission prompt on mobile before joining', async () => {
    const { vapi, daily, clock, stages } = client({ isMobile: () => true });
    const starting = vapi.start('assistant-1');
    await vi.waitFor(() => expect(clock.waiting).toEqual([1000]));
    expect(stages().at(-1)).toBe('mobile-permissions:started');
    expect(daily.call.calls('join')).toEqual([]);
    clock.advance(999);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(daily.call.calls('join')).toEqual([]);
    clock.advance(1);
    await expect(starting).resolves.not.toBeNull();
    const order = stages().filter((stage) => stage.endsWith(':completed'));
    expect(order.slice(3, 6)).toEqual([
      'daily-call-object-creation:completed',
      'mobile-permissions:completed',
      'daily-call-join:completed',
    ]);
  });

  it('sends send() and say() as app messages; end() sends end-call, then leaves', async () => {
    const { vapi, daily, clock, named } = client();
    await vapi.start('assistant-1');
    vapi.send({ type: 'control', control: 'mute-assistant' });
    vapi.say('Goodbye!', true);
    const ending = vapi.end();
    expect(daily.call.appMessages).toEqual([
      JSON.stringify({ type: 'control', control: 'mute-assistant' }),
      JSON.stringify({ type: 'say', message: 'Goodbye!', endCallAfterSpoken: true }),
      JSON.stringify({ type: 'end-call' }),
    ]);
    // The platform gets a moment to close the call itself (and send its last transcripts).
    expect(daily.call.calls('leave')).toEqual([]);
    clock.advance(3000);
    await ending;
    expect(daily.call.calls('leave')).toHaveLength(1);
    expect(daily.call.isDestroyed()).toBe(true);
    await vi.waitFor(() => expect(named('call-end')).toHaveLength(1));
  });
});
