/**
 * @mockingbird/voice-client: the `@vapi-ai/web` surface for Mockingbird's self-hosted voice platform
 * and for Vapi's cloud. The default export is the client class.
 */
import { Vapi } from './vapi.ts';

export default Vapi;
export { Vapi, END_GRACE_MS, MOBILE_PERMISSION_WAIT_MS } from './vapi.ts';
export { VoiceClientError, type VoiceClientErrorReason } from './errors.ts';
export type { CallClientState } from './call-client-state.ts';
export {
  AUDIO_OBSERVER_INTERVAL_MS,
  SPEAKING_THRESHOLD,
  SPEECH_END_AFTER_MS,
  VOLUME_SCALE,
} from './speech-detector.ts';
export { DEFAULT_API_BASE_URL } from './web-call.ts';
export { resolveEnvironment } from './environment.ts';
export type { VoiceClientEnvironment, DailyFactory, DailyCallLike } from './transports/transport.ts';
export type { AudioIo, AudioIoHandlers, CreateAudioIo } from './audio/audio-io.ts';
export type * from './types.ts';
