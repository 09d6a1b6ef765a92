import { act, screen, waitFor, within } from '@testing-library/react';
import { NOTHING_TO_ASSESS_MESSAGE } from '@mockingbird/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import NodeWebSocket from 'ws';
import { renderApp, signUpThroughApi, type UserEvent } from '../../../test/helpers.tsx';
import { createInterviewThroughApi } from '../../../test/interview-fixtures.ts';
import { goOffline, holdRequests, testFetch } from '../../../test/setup.ts';
import { blockedMicrophone, browserVoice } from '../../../test/voice.ts';
import { HINT_DELAY_MS } from '../../features/call/use-call.ts';

const HINT = "If the interview doesn't end automatically, you can end it manually";
const ANSWER =
  'I would measure first, because guessing wastes time, then fix the slowest query with an index and check the plan again before and after the change to be sure it helped.';

afterEach(() => {
  vi.useRealTimers();
});

/** The Call button, once the server's voice settings have loaded. */
async function callButtonReady() {
  const call = await screen.findByRole('button', { name: 'Call' });
  await waitFor(() => expect(call).toBeEnabled());
  return call;
}

/** Presses Call once it can be pressed. */
async function pressCall(user: UserEvent) {
  await user.click(await callButtonReady());
}

/** The problem panel of the call screen (the toaster is an alert region too). */
const problemPanel = async (text: RegExp | string) =>
  (await screen.findByText(text, {}, { timeout: 5000 })).closest<HTMLElement>('[role="alert"]')!;

/** The first sentence of a question: the interviewer's sentences arrive one by one. */
const opening = (question: string) => new RegExp(escape(question.split(/(?<=[.?!])\s/)[0]!));

/** The live transcript, once the call shows it. */
const transcript = async () => within(await screen.findByRole('log', {}, { timeout: 5000 }));

describe('the take-interview call screen, with the real voice client and server', () => {
  it('goes INACTIVE → CONNECTING → ACTIVE → FINISHED, shows the live transcript and the 30 s hint, and opens the report', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const me = await signUpThroughApi('Marie');
    const interview = await createInterviewThroughApi(me._id, { amount: 3 });
    const { speech, voice } = browserVoice();
    const { user } = renderApp(`/interview/${interview._id}`, {
      voice,
      user: { advanceTimers: vi.advanceTimersByTime },
    });

    expect(await screen.findByRole('heading', { name: 'AI Voice Agent' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Marie' })).toBeInTheDocument();
    await pressCall(user);
    expect(screen.getByRole('button', { name: '. . .' })).toBeDisabled();

    // The interviewer greets; the browser speaks it and it lands in the transcript.
    expect(await screen.findByRole('button', { name: 'End' })).toBeInTheDocument();
    expect(await (await transcript()).findByText(/Shall we begin\?/)).toBeInTheDocument();
    expect(screen.queryByText(HINT)).not.toBeInTheDocument();

    await act(() => speech.hear('Yes, I am ready.'));
    expect(await (await transcript()).findByText('Yes, I am ready.')).toBeInTheDocument();
    expect(await (await transcript()).findByText(opening(interview.questions[0]!))).toBeInTheDocument();
    await act(() => speech.hear(ANSWER));
    expect(await (await transcript()).findByText(ANSWER)).toBeInTheDocument();

    await act(async () => {
      vi.advanceTimersByTime(HINT_DELAY_MS);
    });
    expect(await screen.findByText(HINT)).toBeInTheDocument();

    const release = holdRequests('/interview/feedback');
    await user.click(screen.getByRole('button', { name: 'End' }));
    expect(await screen.findByText('Generating Your Feedback')).toBeInTheDocument();
    expect(screen.getByText('Please wait while we analyze your interview responses...')).toBeInTheDocument();
    release();
    await waitFor(() => expect(window.location.pathname).toMatch(/^\/feedback\/[0-9a-f-]{36}$/), { timeout: 10_000 });
    expect(await screen.findByRole('heading', { name: 'Interview Feedback Report' })).toBeInTheDocument();
    const answers = screen.getByRole('heading', { name: 'Your Answers' }).parentElement!;
    expect(within(answers).getByText(/I would measure first, because guessing wastes time/)).toBeInTheDocument();
  });

  it('takes typed answers like spoken ones: the interviewer moves on and the report holds them', async () => {
    const me = await signUpThroughApi();
    const interview = await createInterviewThroughApi(me._id, { amount: 3 });
    const { voice } = browserVoice();
    const { user } = renderApp(`/interview/${interview._id}`, { voice });
    await pressCall(user);
    await (await transcript()).findByText(/Shall we begin\?/);

    const box = screen.getByRole('textbox', { name: 'Type your answer' });
    await user.type(box, 'Yes, please go ahead.{Enter}');
    expect(box).toHaveValue('');
    expect(await (await transcript()).findByText('Yes, please go ahead.')).toBeInTheDocument();
    expect(await (await transcript()).findByText(opening(interview.questions[0]!))).toBeInTheDocument();
    await user.type(box, `${ANSWER}{Enter}`);
    expect(await (await transcript()).findByText(opening(interview.questions[1]!))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'End' }));
    await waitFor(() => expect(window.location.pathname).toMatch(/^\/feedback\//), { timeout: 10_000 });
    const answers = (await screen.findByRole('heading', { name: 'Your Answers' })).parentElement!;
    expect(within(answers).getByText(/I would measure first/)).toBeInTheDocument();
  });

  it('goes home and says why when the candidate ends the call without answering, saving nothing', async () => {
    const me = await signUpThroughApi();
    const interview = await createInterviewThroughApi(me._id);
    const { voice } = browserVoice();
    const { user } = renderApp(`/interview/${interview._id}`, { voice });
    await pressCall(user);
    await (await transcript()).findByText(/Shall we begin\?/);
    await user.click(screen.getByRole('button', { name: 'End' }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(await screen.findByText(NOTHING_TO_ASSESS_MESSAGE)).toBeInTheDocument();
    const attempts = await testFetch(`/interview/${interview._id}/feedback`);
    expect(((await attempts.json()) as { feedback: unknown[] }).feedback).toEqual([]);
  });

  it('says the voice service cannot be reached, and Try again works once it can', async () => {
    const me = await signUpThroughApi();
    const interview = await createInterviewThroughApi(me._id);
    const { voice } = browserVoice();
    const { user } = renderApp(`/interview/${interview._id}`, { voice });
    const call = await callButtonReady();
    goOffline();
    await user.click(call);
    const panel = await problemPanel('The voice service could not be reached. Check your connection and try again.');
    expect(window.location.pathname).toBe(`/interview/${interview._id}`);
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('button', { name: 'Call' })).toBeEnabled();
  });

  it('explains a blocked microphone and lets the candidate answer by typing instead', async () => {
    const me = await signUpThroughApi();
    const interview = await createInterviewThroughApi(me._id);
    const { voice, speech } = browserVoice({ environment: blockedMicrophone });
    // A browser that cannot recognise speech: the call carries audio, and the microphone is refused.
    speech.recognitionError = 'not-allowed';
    const { user } = renderApp(`/interview/${interview._id}`, { voice });
    await pressCall(user);
    const panel = await problemPanel(/Microphone access was blocked\. Allow the microphone/);
    await user.click(within(panel).getByRole('button', { name: 'Answer by typing instead' }));
    expect(await screen.findByRole('button', { name: 'End' })).toBeInTheDocument();
    expect(screen.getByText('Typing')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Type your answer' })).toBeInTheDocument();
  });

  it('offers feedback on the answers so far when the connection drops mid-call', async () => {
    const me = await signUpThroughApi();
    const interview = await createInterviewThroughApi(me._id, { amount: 3 });
    const sockets: NodeWebSocket[] = [];
    class TrackedSocket extends NodeWebSocket {
      constructor(url: string) {
        super(url);
        sockets.push(this);
      }
    }
    const { voice } = browserVoice({
      environment: { WebSocket: TrackedSocket as unknown as typeof globalThis.WebSocket },
    });
    const { user } = renderApp(`/interview/${interview._id}`, { voice });
    await pressCall(user);
    await (await transcript()).findByText(/Shall we begin\?/);
    await user.type(screen.getByRole('textbox', { name: 'Type your answer' }), `${ANSWER}{Enter}`);
    await (await transcript()).findByText(opening(interview.questions[0]!));
    // The network goes: the socket closes without a handshake.
    act(() => sockets.at(-1)!.terminate());
    const panel = await problemPanel(/The connection to the call was lost/);
    await user.click(within(panel).getByRole('button', { name: 'Get feedback on your answers so far' }));
    await waitFor(() => expect(window.location.pathname).toMatch(/^\/feedback\//), { timeout: 10_000 });
  });

  it('says when the interview does not exist', async () => {
    await signUpThroughApi();
    renderApp('/interview/00000000-0000-4000-8000-000000000000');
    expect(await screen.findByText('Interview not found')).toBeInTheDocument();
  });

  it('works under StrictMode: one set of listeners, and leaving the page ends the call', async () => {
    const me = await signUpThroughApi();
    const interview = await createInterviewThroughApi(me._id);
    const { voice, clients } = browserVoice();
    const { user, unmount } = renderApp(`/interview/${interview._id}`, { voice, strict: true });
    await pressCall(user);
    await (await transcript()).findByText(/Shall we begin\?/);
    const active = clients.filter((client) => client.callClientState === 'joined');
    expect(active).toHaveLength(1);
    expect(active[0]!.listenerCount('message')).toBe(1);
    expect(active[0]!.listenerCount('call-end')).toBe(1);
    unmount();
    await waitFor(() => expect(active[0]!.callClientState).toBe('new'));
  });
});

describe('the generate call screen', () => {
  it('creates an interview from one spoken sentence and a yes, then goes home where it is listed', async () => {
    const me = await signUpThroughApi('Katherine');
    const { speech, voice } = browserVoice();
    const { user } = renderApp('/generate', { voice });
    expect(await screen.findByRole('heading', { name: 'Generate Interview' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Or If facing issues with voice agent you can create interview manually' }),
    ).toHaveAttribute('href', '/create-interview');
    await pressCall(user);
    expect(await (await transcript()).findByText(/Hi Katherine!/)).toBeInTheDocument();
    await act(() =>
      speech.hear('A senior backend engineer interview, technical, five questions on Python and PostgreSQL.'),
    );
    expect(await (await transcript()).findByText(/To confirm/)).toBeInTheDocument();
    await act(() => speech.hear('Yes.'));
    await waitFor(() => expect(window.location.pathname).toBe('/'), { timeout: 15_000 });
    const list = await testFetch(`/interview/user/${me._id}`);
    const { interviews } = (await list.json()) as {
      interviews: { role: string; type: string; level: string; amount: number; techstack: string[] }[];
    };
    expect(interviews).toEqual([
      expect.objectContaining({
        role: 'Backend Engineer',
        type: 'technical',
        level: 'senior',
        amount: 5,
        techstack: ['Python', 'PostgreSQL'],
      }),
    ]);
    expect(await screen.findByText('BACKEND ENGINEER')).toBeInTheDocument();
  });

  it('shows the error panel when the voice agent fails, and Try Voice Agent Again starts over', async () => {
    await signUpThroughApi();
    const { voice } = browserVoice();
    const { user } = renderApp('/generate', { voice });
    const call = await callButtonReady();
    goOffline();
    await user.click(call);
    expect(
      await screen.findByText('Voice agent encountered an issue. You can try again or create manually.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Manually' })).toHaveAttribute('href', '/create-interview');
    await user.click(screen.getByRole('button', { name: 'Try Voice Agent Again' }));
    expect(
      screen.queryByText('Voice agent encountered an issue. You can try again or create manually.'),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Call' })).toBeEnabled();
    expect(window.location.pathname).toBe('/generate');
  });
});

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
