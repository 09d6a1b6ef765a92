import { Vapi, VoiceClientError, type AudioIo, type VoiceClientEnvironment } from '@mockingbird/voice-client';
import { FakeSpeech } from '@mockingbird/voice-client/testing';
import { inject } from 'vitest';
import WebSocket from 'ws';
import type { VoiceOptions } from '../src/features/call/voice-client-context.tsx';
import { testFetch } from './setup.ts';

/**
 * The real voice client against the real test server, in client-speech mode: the browser's
 * recognition and speech are driven by the test (FakeSpeech), everything else is real: the SDK,
 * POST /call/web, the call socket and the server's interviewer or generator.
 */
export function browserVoice(options: { environment?: Partial<VoiceClientEnvironment> } = {}) {
  const speech = new FakeSpeech();
  const clients: Vapi[] = [];
  const environment: Partial<VoiceClientEnvironment> = {
    fetch: testFetch,
    // jsdom's own WebSocket dispatches its events into Node's EventTarget, which refuses them.
    WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
    SpeechRecognition: speech.SpeechRecognition,
    speechSynthesis: speech.speechSynthesis as unknown as SpeechSynthesis,
    SpeechSynthesisUtterance: speech.SpeechSynthesisUtterance as unknown as typeof SpeechSynthesisUtterance,
    isMobile: () => false,
    ...options.environment,
  };
  const voice: VoiceOptions = {
    createClient: (config) => {
      const client = new Vapi(config.publicKey ?? '', inject('apiBase'), {}, {}, environment);
      clients.push(client);
      return client;
    },
    environment,
  };
  return { speech, voice, clients };
}

/** An audio graph whose microphone the browser refuses, as when the user clicks Block. */
export const blockedMicrophone: Partial<VoiceClientEnvironment> = {
  createAudioIo: async (): Promise<AudioIo> => {
    return {
      startCapture: () => Promise.reject(VoiceClientError.microphoneDenied()),
      setInputDevice: async () => {},
      setOutputDevice: async () => {},
      setMuted: () => {},
      setGain: () => {},
      play: () => {},
      flush: () => {},
      remoteLevel: () => 0,
      localLevel: () => 0,
      close: async () => {},
    };
  },
};
