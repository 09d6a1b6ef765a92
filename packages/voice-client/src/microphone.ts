import { microphoneError, VoiceClientError } from './errors.ts';
import type { VoiceClientEnvironment } from './transports/transport.ts';

/** Levels below this (RMS, 0..1) count as not hearing the user: under quiet speech, above a quiet room. */
export const SILENCE_THRESHOLD = 0.01;
/** How long the level must stay below the threshold before the user is told we cannot hear them. */
export const SILENCE_WARNING_AFTER_MS = 3000;

/**
 * The constraints of every microphone this client opens: the browser's voice processing on (the
 * assistant plays from the speakers; the server's recogniser wants steady levels), one channel. A
 * chosen device is `exact`, so a missing one fails instead of silently opening another.
 */
export function microphoneConstraints(deviceId?: string): MediaStreamConstraints {
  return {
    audio: {
      ...(deviceId ? { deviceId: { exact: deviceId } } : {}),
      echoCancellation: true,
      noiseSuppression: true,
      autoGainControl: true,
      channelCount: 1,
    },
  };
}

/** Opens the microphone; rejects with a VoiceClientError (permission, no device, in use). */
export async function openMicrophoneStream(
  environment: Pick<VoiceClientEnvironment, 'mediaDevices'>,
  deviceId?: string,
): Promise<MediaStream> {
  const { mediaDevices } = environment;
  // navigator.mediaDevices is missing on insecure (non-HTTPS) pages and in old browsers.
  if (!mediaDevices) throw VoiceClientError.browserUnsupported('microphone access (it needs an HTTPS page)');
  try {
    return await mediaDevices.getUserMedia(microphoneConstraints(deviceId));
  } catch (error) {
    throw microphoneError(error);
  }
}

/**
 * The microphones the browser knows about, for a device picker. Before the user has granted the
 * microphone, browsers leave `label` empty (and some list a single device with an empty `deviceId`);
 * list again after {@link openMicrophoneMeter} has succeeded to get the names.
 */
export async function listMicrophones(
  environment: Pick<VoiceClientEnvironment, 'mediaDevices'>,
): Promise<MediaDeviceInfo[]> {
  const { mediaDevices } = environment;
  if (!mediaDevices) throw VoiceClientError.browserUnsupported('microphone access (it needs an HTTPS page)');
  const devices = await mediaDevices.enumerateDevices();
  return devices.filter((device) => device.kind === 'audioinput');
}

/** A microphone opened only to show its level, before a call. */
export interface MicrophoneMeter {
  /** The level now, 0..1: the RMS of the last ~45 ms, the scale of a call's `localAudioLevel()`. */
  level(): number;
  /** The device actually opened (the system's default when none was asked for), if the browser says. */
  readonly deviceId: string | undefined;
  /** Releases the microphone; safe to call more than once. */
  close(): Promise<void>;
}

/**
 * Opens a microphone (the system's default, or `deviceId`) with the same constraints as a call, to
 * check it before the call starts. Rejects with a VoiceClientError (permission, no device, in use).
 * Pair with {@link SilenceWatcher} to tell the user when nothing is heard.
 */
export async function openMicrophoneMeter(
  environment: Pick<VoiceClientEnvironment, 'mediaDevices' | 'AudioContext'>,
  deviceId?: string,
): Promise<MicrophoneMeter> {
  const AudioContextClass = environment.AudioContext;
  if (!AudioContextClass) throw VoiceClientError.browserUnsupported('Web Audio');
  const stream = await openMicrophoneStream(environment, deviceId);
  const stopTracks = () => stream.getTracks().forEach((track) => track.stop());
  let context: AudioContext;
  try {
    context = new AudioContextClass({ latencyHint: 'interactive' });
  } catch (error) {
    stopTracks();
    throw VoiceClientError.audio('The microphone level could not be measured.', error);
  }
  const source = context.createMediaStreamSource(stream);
  const analyser = context.createAnalyser();
  // 2048 samples is ~45 ms at 44.1/48 kHz, close to the 50 ms window of a call's level.
  analyser.fftSize = 2048;
  source.connect(analyser);
  // Not awaited: without a user gesture resume() stays pending, and the meter then reads 0 until one.
  if (context.state === 'suspended') context.resume().catch(() => undefined);
  const samples = new Float32Array(analyser.fftSize);
  let closing: Promise<void> | undefined;

  return {
    deviceId: stream.getAudioTracks()[0]?.getSettings().deviceId ?? deviceId,
    level() {
      if (closing) return 0;
      analyser.getFloatTimeDomainData(samples);
      let sum = 0;
      for (const sample of samples) sum += sample * sample;
      return Math.min(1, Math.sqrt(sum / samples.length));
    },
    close() {
      closing ??= (async () => {
        stopTracks();
        source.disconnect();
        // close() rejects only when the context is already closed, which is what we want anyway.
        await context.close().catch(() => undefined);
      })();
      return closing;
    },
  };
}

/**
 * Decides "we can't hear you": true once every level sampled for `afterMs` has stayed below the
 * threshold. Pure (levels and times are fed in), so it is tested with synthetic levels; a loud sample
 * starts the wait again.
 *
 * @example
 * const watcher = new SilenceWatcher();
 * setInterval(() => showHint(watcher.sample(meter.level(), Date.now())), 100);
 */
export class SilenceWatcher {
  private readonly threshold: number;
  private readonly afterMs: number;
  private quietSince: number | undefined;

  constructor(options: { threshold?: number; afterMs?: number } = {}) {
    this.threshold = options.threshold ?? SILENCE_THRESHOLD;
    this.afterMs = options.afterMs ?? SILENCE_WARNING_AFTER_MS;
  }

  /** Feeds one level (0..1) sampled at `now` (ms); returns whether the user cannot be heard. */
  sample(level: number, now: number): boolean {
    if (Number.isFinite(level) && level >= this.threshold) {
      this.quietSince = undefined;
      return false;
    }
    this.quietSince ??= now;
    return now - this.quietSince >= this.afterMs;
  }

  /** Starts over (another microphone was chosen). */
  reset(): void {
    this.quietSince = undefined;
  }
}
