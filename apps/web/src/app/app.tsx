import { VoiceClientProvider, type VoiceOptions } from '../features/call/voice-client-context.tsx';
import { AppRouter } from './router.tsx';

const BROWSER: VoiceOptions = {};

/** The whole app. `voice` replaces how it reaches the voice platform and the microphone (tests). */
export function App({ voice = BROWSER }: { voice?: VoiceOptions }) {
  return (
    <VoiceClientProvider options={voice}>
      <AppRouter />
    </VoiceClientProvider>
  );
}
