import type { VoiceClientEnvironment } from './transport.ts';

/** How long the recognition probe waits for the microphone to open. */
export const RECOGNITION_PROBE_MS = 3000;

/** Browsers that have voices list them within this long (Chrome loads them a moment after the page; Firefox and Safari at once). */
export const VOICES_WAIT_MS = 600;

/** One wait per browser for its voice list, shared by every call (see {@link loadVoices}). */
const voicesLoaded = new WeakMap<SpeechSynthesis, Promise<void>>();

/**
 * Starts waiting for the browser's voice list, once. The client starts it when it is made, so by the
 * time Call is pressed a browser without voices (headless, Linux without speech-dispatcher) is known
 * and the call does not wait for voices that never come.
 */
export function loadVoices(environment: VoiceClientEnvironment): Promise<void> {
  const synthesis = environment.speechSynthesis;
  if (!synthesis) return Promise.resolve();
  let loaded = voicesLoaded.get(synthesis);
  if (!loaded) {
    loaded =
      synthesis.getVoices().length > 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            const timer = environment.setTimeout(done, VOICES_WAIT_MS);
            function done() {
              environment.clearTimeout(timer);
              synthesis?.removeEventListener('voiceschanged', done);
              resolve();
            }
            synthesis.addEventListener('voiceschanged', done);
          });
    voicesLoaded.set(synthesis, loaded);
  }
  return loaded;
}

/** English voices the browser has, once its voice list has loaded (or is known to be empty). */
export async function englishVoices(environment: VoiceClientEnvironment): Promise<SpeechSynthesisVoice[]> {
  const synthesis = environment.speechSynthesis;
  if (!synthesis) return [];
  await loadVoices(environment);
  return synthesis.getVoices().filter((voice) => /^en(-|_|$)/i.test(voice.lang));
}

/** Whether recognition really starts here (headless browsers and Brave have the API but it fails). */
export async function recognitionWorks(environment: VoiceClientEnvironment): Promise<boolean> {
  const Recognition = environment.SpeechRecognition;
  if (!Recognition) return false;
  const recognition = new Recognition();
  recognition.lang = 'en-US';
  return new Promise<boolean>((resolve) => {
    let settled = false;
    const finish = (works: boolean) => {
      if (settled) return;
      settled = true;
      environment.clearTimeout(timer);
      try {
        recognition.abort();
      } catch {
        // Already stopped.
      }
      resolve(works);
    };
    const timer = environment.setTimeout(() => finish(false), RECOGNITION_PROBE_MS);
    recognition.addEventListener('audiostart', () => finish(true));
    recognition.addEventListener('error', () => finish(false));
    recognition.addEventListener('end', () => finish(false));
    try {
      recognition.start();
    } catch {
      finish(false);
    }
  });
}

/**
 * `auto` mode: the browser recognises and speaks when it really can (an English voice, and
 * recognition that opens the microphone), else the call carries audio and the server does both.
 */
export async function chooseCallMode(
  environment: VoiceClientEnvironment,
  withMicrophone: boolean,
): Promise<'audio' | 'client-speech'> {
  if (!environment.SpeechRecognition || !environment.speechSynthesis || !environment.SpeechSynthesisUtterance)
    return 'audio';
  if ((await englishVoices(environment)).length === 0) return 'audio';
  if (withMicrophone && !(await recognitionWorks(environment))) return 'audio';
  return 'client-speech';
}
