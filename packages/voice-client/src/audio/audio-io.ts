import type { VoiceClientError } from '../errors.ts';
import type { VoiceClientEnvironment } from '../transports/transport.ts';

/** The socket's audio: signed 16-bit little-endian mono PCM at 16 kHz, in 20 ms frames (docs/call-protocol.md). */
export const WIRE_SAMPLE_RATE = 16_000;
export const WIRE_FRAME_SAMPLES = 320;
export const WIRE_FRAME_BYTES = WIRE_FRAME_SAMPLES * 2;

/** What the audio graph reports to the socket transport. */
export interface AudioIoHandlers {
  /** One 20 ms frame of the microphone (640 bytes), every 20 ms while capturing; silence while muted. */
  frame(pcm: ArrayBuffer): void;
  /** The audio graph failed during the call (a worklet crashed, the microphone was unplugged). */
  error(error: VoiceClientError): void;
}

/**
 * The browser side of an audio-mode call: the microphone captured in an AudioWorklet and resampled
 * to the wire format, and the assistant's frames played through a jitter buffer.
 */
export interface AudioIo {
  /** Opens the microphone and starts sending frames. Rejects with a VoiceClientError (permission, no device). */
  startCapture(options: { deviceId?: string | undefined }): Promise<void>;
  /** Switches to another microphone mid-call (or closes it with `false`). */
  setInputDevice(deviceId: string | false): Promise<void>;
  /** Plays the assistant on this output device. */
  setOutputDevice(deviceId: string): Promise<void>;
  /** While muted, frames keep coming, as silence (the server's turn-taking needs the clock). */
  setMuted(muted: boolean): void;
  /** Multiplies the microphone's level. */
  setGain(gain: number): void;
  /** Queues one frame of the assistant's audio (16 kHz s16le) for playback. */
  play(pcm: ArrayBuffer): void;
  /** Drops everything queued for playback, at once (the user interrupted the assistant). */
  flush(): void;
  /** The assistant's audio level as it is played now, 0..1. */
  remoteLevel(): number;
  /** The microphone's level now, 0..1. */
  localLevel(): number;
  /** Stops the microphone and closes the audio graph. */
  close(): Promise<void>;
}

export type CreateAudioIo = (environment: VoiceClientEnvironment, handlers: AudioIoHandlers) => Promise<AudioIo>;
