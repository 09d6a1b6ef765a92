import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useAppConfig } from '../../lib/app-config.ts';
import { voiceClientFor, type VoiceClient } from './voice-client.ts';

const VoiceClientContext = createContext<VoiceClient | undefined>(undefined);

/** Supplies the voice client; without one, the call screens use what the server's config offers. */
export function VoiceClientProvider({ client, children }: { client: VoiceClient | undefined; children: ReactNode }) {
  return <VoiceClientContext.Provider value={client}>{children}</VoiceClientContext.Provider>;
}

/** The voice client for the call screens, and whether the server's config is still loading. */
export function useVoiceClient(): { client: VoiceClient; loading: boolean } {
  const supplied = useContext(VoiceClientContext);
  const config = useAppConfig();
  const fromConfig = useMemo(() => voiceClientFor(config.data?.voice), [config.data?.voice]);
  return { client: supplied ?? fromConfig, loading: !supplied && config.isPending };
}
