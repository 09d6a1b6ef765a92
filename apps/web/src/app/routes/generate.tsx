import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { LoginRequired } from '../../components/layout/login-required.tsx';
import { Page } from '../../components/layout/page.tsx';
import { CallScreen } from '../../features/call/components/call-screen.tsx';
import { useCall } from '../../features/call/use-call.ts';
import { useVoiceClient } from '../../features/call/use-voice-client.ts';
import { useSession, type StoredSession } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';

function GenerateCall({ session }: { session: StoredSession }) {
  const { client, loading } = useVoiceClient();
  const call = useCall(client);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const handled = useRef(false);

  useEffect(() => {
    if (call.error) toast.error(call.error);
  }, [call.error]);

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
      status={call.status}
      isSpeaking={call.isSpeaking}
      lastLine={call.lastLine}
      unavailableReason={loading ? null : client.unavailableReason}
      showEndHint={false}
      generatingFeedback={false}
      voiceError={call.error !== null}
      onCall={() => void call.start({ kind: 'generate', userName: session.userName, userId: session.userId })}
      onEnd={() => void call.end()}
      onRetry={call.reset}
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
