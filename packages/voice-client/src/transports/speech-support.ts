import type { VoiceClientEnvironment } from './transport.ts';

/** How long the recognition probe waits for the microphone to open. */
export const RECOGNITION_PROBE_MS = 3000;

/** English voices the browser has, waiting briefly for them to load (Chrome loads them late). */
export async function englishVoices(
  environment: VoiceClientEnvironment,
  waitMs = 1000,
): Promise<SpeechSynthesisVoice[]> {
  const synthesis = environment.speechSynthesis;
  if (!synthesis) return [];
  const voicesOf = synthesis;
  const pick = () => synthesis.getVoices().filter((voice) => /^en(-|_|$)/i.test(voice.lang));
  if (synthesis.getVoices().length > 0) return pick();
  await new Promise<void>((resolve) => {
    const timer = environment.setTimeout(done, waitMs);
    function done() {
      environment.clearTimeout(timer);
      voicesOf.removeEventListener('voiceschanged', done);
      resolve();
    }
    synthesis.addEventListener('voiceschanged', done);
  });
  return pick();
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
