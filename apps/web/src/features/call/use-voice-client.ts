import { useContext, useMemo } from 'react';
import { useAppConfig } from '../../lib/app-config.ts';
import { voiceClientFor, type VoiceClient } from './voice-client.ts';
import { VoiceClientContext } from './voice-client-context.tsx';

/** The voice client for the call screens, and whether the server's config is still loading. */
export function useVoiceClient(): { client: VoiceClient; loading: boolean } {
  const supplied = useContext(VoiceClientContext);
  const config = useAppConfig();
  const fromConfig = useMemo(() => voiceClientFor(config.data?.voice), [config.data?.voice]);
  return { client: supplied ?? fromConfig, loading: !supplied && config.isPending };
}
