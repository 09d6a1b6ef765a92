import { createContext, type ReactNode } from 'react';
import type { VoiceClient } from './voice-client.ts';

/** The voice client the app was given, if any. Kept free of data fetching: the app shell imports it. */
export const VoiceClientContext = createContext<VoiceClient | undefined>(undefined);

/** Supplies the voice client; without one, the call screens use what the server's config offers. */
export function VoiceClientProvider({ client, children }: { client: VoiceClient | undefined; children: ReactNode }) {
  return <VoiceClientContext.Provider value={client}>{children}</VoiceClientContext.Provider>;
}
