import { INTERVIEWER_ASSISTANT, questionsAsDashList, type AppConfig } from '@mockingbird/contracts';
import { Vapi, type Call, type CallMode, type StartOptions } from '@mockingbird/voice-client';

/** The voice settings from GET /config. */
export type VoiceConfig = AppConfig['voice'];

/** What a call screen asks the voice platform for. */
export type CallRequest =
  | { kind: 'generate'; userName: string; userId: string }
  | { kind: 'interview'; interviewId: string; questions: readonly string[] };

/** Makes the browser voice client for the server's voice settings (replaced in tests). */
export type CreateVoiceClient = (voice: VoiceConfig) => Vapi;

/**
 * The platform the server points at: its own (this origin) or Vapi's cloud, with the public key it
 * publishes in GET /config.
 */
export const createVoiceClient: CreateVoiceClient = (voice) =>
  new Vapi(voice.publicKey ?? '', voice.apiBaseUrl ?? window.location.origin);

/** How a call is started: microphone or typing, and which microphone. */
export interface CallChoices {
  /** false: answer by typing only; the microphone is never opened. */
  microphone: boolean;
  /** A microphone chosen in the check; undefined for the system's default. */
  audioDeviceId?: string | undefined;
}

/** Why voice cannot be used at all here, or null. */
export function voiceUnavailableReason(voice: VoiceConfig | undefined, kind: CallRequest['kind']): string | null {
  if (!voice) return null;
  if (!voice.available) return voice.reason ?? 'Voice calls are not available on this server.';
  if (!voice.publicKey) return 'Voice calls are not set up on this server (no platform key).';
  if (kind === 'generate' && !voice.interviewGeneratorWorkflowId)
    return voice.generationReason ?? 'Creating interviews by voice is not set up on this server.';
  return null;
}

/** The mode a Mockingbird call asks for: the server's default, but a chosen microphone needs audio mode. */
function modeFor(voice: VoiceConfig, choices: CallChoices): CallMode | undefined {
  if (voice.provider === 'vapi') return undefined;
  const mode = voice.defaultMode ?? 'auto';
  // The browser's recogniser always listens to the system's microphone: another one needs audio mode.
  if (choices.audioDeviceId && mode !== 'audio') return 'audio';
  return mode;
}

/** Starts the call a screen asked for (spec §7: the generator workflow, or the inline interviewer). */
export function startCall(
  client: Vapi,
  voice: VoiceConfig,
  request: CallRequest,
  choices: CallChoices,
): Promise<Call | null> {
  const mode = modeFor(voice, choices);
  const options: StartOptions = {
    microphone: choices.microphone,
    ...(mode ? { mode } : {}),
    ...(choices.audioDeviceId ? { audioDeviceId: choices.audioDeviceId } : {}),
  };
  if (request.kind === 'generate') {
    return client.start(
      undefined,
      undefined,
      undefined,
      voice.interviewGeneratorWorkflowId,
      { variableValues: { username: request.userName, userId: request.userId } },
      options,
    );
  }
  return client.start(
    INTERVIEWER_ASSISTANT,
    { variableValues: { questions: questionsAsDashList(request.questions) } },
    undefined,
    undefined,
    undefined,
    options,
  );
}
