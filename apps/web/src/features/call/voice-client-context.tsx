import type { VoiceClientEnvironment } from '@mockingbird/voice-client';
import { createContext, type ReactNode } from 'react';
import type { CreateVoiceClient } from './voice-client.ts';

/** Replacements for how the app reaches voice (tests): the client, and the browser APIs the microphone check uses. */
export interface VoiceOptions {
  createClient?: CreateVoiceClient | undefined;
  environment?: Partial<VoiceClientEnvironment> | undefined;
}

/** Kept free of data fetching: the app shell imports it. */
export const VoiceClientContext = createContext<VoiceOptions>({});

/** Supplies replacements; without them, the call screens use the browser and the server's voice settings. */
export function VoiceClientProvider({ options, children }: { options: VoiceOptions; children: ReactNode }) {
  return <VoiceClientContext.Provider value={options}>{children}</VoiceClientContext.Provider>;
}
