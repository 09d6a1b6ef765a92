import { VoiceClientProvider } from '../features/call/voice-client-context.tsx';
import type { VoiceClient } from '../features/call/voice-client.ts';
import { AppRouter } from './router.tsx';

/** The whole app. `voiceClient` replaces the voice platform the server's config would choose. */
export function App({ voiceClient }: { voiceClient?: VoiceClient }) {
  return (
    <VoiceClientProvider client={voiceClient}>
      <AppRouter />
    </VoiceClientProvider>
  );
}
