import type { DailyFactory, SpeechRecognitionConstructor, VoiceClientEnvironment } from './transports/transport.ts';

interface BrowserGlobals {
  SpeechRecognition?: SpeechRecognitionConstructor;
  webkitSpeechRecognition?: SpeechRecognitionConstructor;
  webkitAudioContext?: typeof AudioContext;
}

/** Phones and tablets, which show the microphone prompt late (spec §9: they wait before joining). */
function looksMobile(): boolean {
  const nav = globalThis.navigator as (Navigator & { userAgentData?: { mobile?: boolean } }) | undefined;
  if (!nav) return false;
  if (nav.userAgentData?.mobile !== undefined) return nav.userAgentData.mobile;
  return /Android|iPhone|iPad|iPod|Mobile/i.test(nav.userAgent ?? '');
}

/** The browser's own implementations, with the caller's replacements on top. */
export function resolveEnvironment(overrides: Partial<VoiceClientEnvironment> = {}): VoiceClientEnvironment {
  const g = globalThis as typeof globalThis & BrowserGlobals;
  return {
    fetch: (input, init) => g.fetch(input, init),
    WebSocket: g.WebSocket,
    loadDaily: async () => {
      // Only calls on Vapi's cloud need daily-js: it is an optional peer, loaded on first use.
      const module = (await import('@daily-co/daily-js')) as unknown as { default: DailyFactory };
      return module.default;
    },
    mediaDevices: g.navigator?.mediaDevices,
    AudioContext: g.AudioContext ?? g.webkitAudioContext,
    SpeechRecognition: g.SpeechRecognition ?? g.webkitSpeechRecognition,
    speechSynthesis: g.speechSynthesis,
    SpeechSynthesisUtterance: g.SpeechSynthesisUtterance,
    isMobile: looksMobile,
    workletUrl: () => new URL('./audio/worklets.js', import.meta.url),
    // Audio mode's graph is loaded only for calls that use it.
    createAudioIo: async (environment, handlers) =>
      (await import('./audio/web-audio-io.ts')).createWebAudioIo(environment, handlers),
    document: g.document,
    now: () => Date.now(),
    setTimeout: (callback, ms) => g.setTimeout(callback, ms),
    clearTimeout: (handle) => g.clearTimeout(handle as ReturnType<typeof setTimeout>),
    setInterval: (callback, ms) => g.setInterval(callback, ms),
    clearInterval: (handle) => g.clearInterval(handle as ReturnType<typeof setInterval>),
    ...overrides,
  };
}

/** A promise that resolves after `ms`, on the environment's clock. */
export const delay = (environment: VoiceClientEnvironment, ms: number) =>
  new Promise<void>((resolve) => environment.setTimeout(resolve, ms));
