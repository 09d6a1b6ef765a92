import type { Vapi } from '@mockingbird/voice-client';
import { useContext, useEffect, useMemo } from 'react';
import { useAppConfig } from '../../lib/app-config.ts';
import { createVoiceClient, voiceUnavailableReason, type CallRequest, type VoiceConfig } from './voice-client.ts';
import { VoiceClientContext } from './voice-client-context.tsx';

export interface VoiceClientState {
  /** One client for the page, made once the server's voice settings are known. */
  client: Vapi | undefined;
  voice: VoiceConfig | undefined;
  loading: boolean;
  /** Why calls cannot be made here, or null. */
  unavailableReason: string | null;
}

/**
 * The page's voice client. It is made from the server's voice settings and lives as long as the page:
 * a call in progress ends when the page is left.
 */
export function useVoiceClient(kind: CallRequest['kind']): VoiceClientState {
  const create = useContext(VoiceClientContext).createClient ?? createVoiceClient;
  const config = useAppConfig();
  const voice = config.data?.voice;
  const unavailableReason = config.error
    ? 'Voice settings could not be loaded. Reload the page to try again.'
    : voiceUnavailableReason(voice, kind);
  // Building a client has no side effects, so a second render (StrictMode) making another is harmless;
  // listeners and calls only ever attach to the one kept here.
  const client = useMemo(
    () => (voice && voiceUnavailableReason(voice, kind) === null ? create(voice) : undefined),
    [create, voice, kind],
  );
  useEffect(() => {
    if (!client) return;
    return () => {
      void client.stop();
    };
  }, [client]);
  return { client, voice, loading: config.isPending, unavailableReason };
}
