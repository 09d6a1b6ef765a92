import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { LoginRequired } from '../../components/layout/login-required.tsx';
import { Page } from '../../components/layout/page.tsx';
import { CallScreen } from '../../features/call/components/call-screen.tsx';
import { MicrophoneCheck } from '../../features/call/components/microphone-check.tsx';
import { useCall } from '../../features/call/use-call.ts';
import { useVoiceClient } from '../../features/call/use-voice-client.ts';
import type { CallRequest } from '../../features/call/voice-client.ts';
import { useSession, type StoredSession } from '../../lib/session.ts';

function GenerateCall({ session }: { session: StoredSession }) {
  const request = useMemo<CallRequest>(
    () => ({ kind: 'generate', userName: session.userName, userId: session.userId }),
    [session.userName, session.userId],
  );
  const voice = useVoiceClient('generate');
  const call = useCall(voice.client, voice.voice, request);
  const [deviceId, setDeviceId] = useState<string | undefined>(undefined);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const handled = useRef(false);

  useEffect(() => {
    if (call.status !== 'FINISHED' || call.error || handled.current) return;
    handled.current = true;
    // The generation workflow created the interview on the server; show it on the dashboard.
    void queryClient.invalidateQueries({ queryKey: ['interviews'] });
    void navigate('/');
  }, [call.status, call.error, navigate, queryClient]);

  return (
    <CallScreen
      mode="generate"
      userName={session.userName}
      call={call}
      loading={voice.loading}
      unavailableReason={voice.loading ? null : voice.unavailableReason}
      generatingFeedback={false}
      microphoneCheck={<MicrophoneCheck deviceId={deviceId} onDeviceChange={setDeviceId} />}
      problemActions={{
        onRetry: call.reset,
        onTypeInstead: () => void call.start({ microphone: false }),
      }}
      onCall={() => void call.start({ microphone: true, audioDeviceId: deviceId })}
      onEnd={() => void call.end()}
      onSendTyped={call.sendTyped}
      onTyping={call.typing}
      onMute={call.setMuted}
    />
  );
}

export function GenerateRoute() {
  const session = useSession();
  return (
    <Page title="Generate Interview">
      {session ? (
        <GenerateCall session={session} />
      ) : (
        <LoginRequired message="You need to be logged in to access this feature." />
      )}
    </Page>
  );
}

export default GenerateRoute;
