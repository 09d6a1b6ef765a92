import { NOTHING_TO_ASSESS_MESSAGE, transcriptHasAnswer, type Interview } from '@mockingbird/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Page } from '../../components/layout/page.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { CallScreen } from '../../features/call/components/call-screen.tsx';
import { MicrophoneCheck } from '../../features/call/components/microphone-check.tsx';
import { useCall } from '../../features/call/use-call.ts';
import { useVoiceClient } from '../../features/call/use-voice-client.ts';
import type { CallRequest } from '../../features/call/voice-client.ts';
import { useCreateFeedback } from '../../features/feedback/api/feedback.ts';
import { useInterview } from '../../features/interviews/api/interviews.ts';
import type { StoredSession } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { PageLoading } from './root-layout.tsx';
import { RequireSession } from './require-session.tsx';

function TakeCall({ interview, session }: { interview: Interview; session: StoredSession }) {
  const request = useMemo<CallRequest>(
    () => ({ kind: 'interview', interviewId: interview._id, questions: interview.questions }),
    [interview._id, interview.questions],
  );
  const voice = useVoiceClient('interview');
  const call = useCall(voice.client, voice.voice, request);
  const [deviceId, setDeviceId] = useState<string | undefined>(undefined);
  const navigate = useNavigate();
  const createFeedback = useCreateFeedback();
  // The spinner shows while the feedback is made, and until the report page takes over.
  const generating = createFeedback.isPending || createFeedback.isSuccess;
  const handled = useRef(false);

  const assess = () => {
    handled.current = true;
    createFeedback
      .mutateAsync({ interviewId: interview._id, userId: session.userId, transcript: call.transcript })
      .then((feedback) => navigate(feedback._id ? `/feedback/${feedback._id}` : '/'))
      .catch((error: unknown) => {
        // Spec §8: a failed save is logged, the spinner stops, and the user goes home, told why.
        console.warn('Could not save feedback:', error);
        toast.error(error instanceof Error && error.message ? error.message : 'Your feedback could not be saved.');
        void navigate('/');
      });
  };

  useEffect(() => {
    if (call.status !== 'FINISHED' || call.error || handled.current) return;
    handled.current = true;
    if (!transcriptHasAnswer(call.transcript)) {
      toast.error(NOTHING_TO_ASSESS_MESSAGE);
      void navigate('/');
      return;
    }
    assess();
    // assess reads the transcript of this render, the one that finished.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [call.status, call.error, call.transcript]);

  const retry = () => {
    handled.current = false;
    call.reset();
  };

  return (
    <CallScreen
      mode="interview"
      userName={session.userName}
      call={call}
      loading={voice.loading}
      unavailableReason={voice.loading ? null : voice.unavailableReason}
      generatingFeedback={generating}
      microphoneCheck={<MicrophoneCheck deviceId={deviceId} onDeviceChange={setDeviceId} />}
      problemActions={{
        onRetry: retry,
        onTypeInstead: () => {
          handled.current = false;
          void call.start({ microphone: false });
        },
        onFeedbackSoFar:
          call.error?.during === 'call' && transcriptHasAnswer(call.transcript) && !generating ? assess : undefined,
      }}
      onCall={() => {
        handled.current = false;
        void call.start({ microphone: true, audioDeviceId: deviceId });
      }}
      onEnd={() => void call.end()}
      onSendTyped={call.sendTyped}
      onTyping={call.typing}
      onMute={call.setMuted}
    />
  );
}

function TakeInterview({ id, session }: { id: string; session: StoredSession }) {
  const interview = useInterview(id);
  if (interview.isPending) return <PageLoading />;
  if (interview.error) {
    return (
      <div className="flex flex-col items-start gap-4">
        <h1 className="text-2xl font-bold">Take Interview</h1>
        <p className="text-bad">{interview.error.message}</p>
        <ButtonLink to="/">Back to Dashboard</ButtonLink>
      </div>
    );
  }
  return <TakeCall interview={interview.data} session={session} />;
}

export function TakeInterviewRoute() {
  const { id = '' } = useParams();
  return (
    <Page title="Take Interview">
      <RequireSession>{(session) => <TakeInterview id={id} session={session} />}</RequireSession>
    </Page>
  );
}

export default TakeInterviewRoute;
