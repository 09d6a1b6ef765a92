import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, signUpThroughApi } from '../../../test/helpers.tsx';
import { holdRequests } from '../../../test/setup.ts';
import { createInterviewThroughApi } from '../../../test/interview-fixtures.ts';
import { scriptedVoiceClient } from '../../../test/scripted-voice-client.ts';
import { HINT_DELAY_MS } from '../../features/call/use-call.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('the take-interview call screen', () => {
  it('says why voice is unavailable on a server without it, with Call disabled', async () => {
    const me = await signUpThroughApi();
    const interview = await createInterviewThroughApi(me._id);
    renderApp(`/interview/${interview._id}`);
    expect(await screen.findByRole('heading', { name: 'Take Interview' })).toBeInTheDocument();
    const call = await screen.findByRole('button', { name: 'Call' });
    await waitFor(() => expect(call).toBeDisabled());
    expect(call).toHaveAccessibleDescription(
      'Voice calls from the browser are not part of this version yet. You can create an interview with the form.',
    );
  });

  it('goes INACTIVE → CONNECTING → ACTIVE → FINISHED, shows the hint after 30 s, and opens the feedback', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const me = await signUpThroughApi('Marie');
    const interview = await createInterviewThroughApi(me._id, { amount: 3 });
    const voice = scriptedVoiceClient();
    const { user } = renderApp(`/interview/${interview._id}`, {
      voiceClient: voice.client,
      user: { advanceTimers: vi.advanceTimersByTime },
    });

    expect(await screen.findByRole('heading', { name: 'AI Voice Agent' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Marie' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Call' }));
    expect(screen.getByRole('button', { name: '. . .' })).toBeDisabled();
    expect(voice.requests).toEqual([{ kind: 'interview', interviewId: interview._id, questions: interview.questions }]);

    act(() => voice.emit('call-start'));
    expect(screen.getByRole('button', { name: 'End' })).toBeInTheDocument();
    expect(
      screen.queryByText("If the interview doesn't end automatically, you can end it manually"),
    ).not.toBeInTheDocument();

    act(() => voice.emit('speech-start'));
    expect(screen.getByText('Speaking…')).toBeInTheDocument();
    act(() => voice.say('assistant', interview.questions[0]!));
    act(() => voice.emit('speech-end'));
    expect(screen.getByText(interview.questions[0]!)).toBeInTheDocument();
    act(() =>
      voice.say(
        'user',
        'I would measure first, because guessing wastes time, then fix the slowest query with an index.',
      ),
    );
    expect(screen.getByText(/I would measure first/)).toBeInTheDocument();

    await act(async () => {
      vi.advanceTimersByTime(HINT_DELAY_MS - 1000);
    });
    expect(
      screen.queryByText("If the interview doesn't end automatically, you can end it manually"),
    ).not.toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByText("If the interview doesn't end automatically, you can end it manually")).toBeInTheDocument();

    const release = holdRequests('/interview/feedback');
    await user.click(screen.getByRole('button', { name: 'End' }));
    expect(voice.stops()).toBe(1);
    expect(await screen.findByText('Generating Your Feedback')).toBeInTheDocument();
    expect(screen.getByText('Please wait while we analyze your interview responses...')).toBeInTheDocument();
    release();
    await waitFor(() => expect(window.location.pathname).toMatch(/^\/feedback\/[0-9a-f-]{36}$/));
    expect(await screen.findByRole('heading', { name: 'Interview Feedback Report' })).toBeInTheDocument();
    // Only final transcripts were kept and sent.
    const answers = screen.getByRole('heading', { name: 'Your Answers' }).parentElement!;
    expect(within(answers).getByText(/I would measure first, because guessing wastes time/)).toBeInTheDocument();
  });

  it('does not show the hint when the call ends before 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const me = await signUpThroughApi();
    const interview = await createInterviewThroughApi(me._id);
    const voice = scriptedVoiceClient();
    const { user } = renderApp(`/interview/${interview._id}`, {
      voiceClient: voice.client,
      user: { advanceTimers: vi.advanceTimersByTime },
    });
    await user.click(await screen.findByRole('button', { name: 'Call' }));
    act(() => voice.emit('call-start'));
    act(() => voice.emit('call-end'));
    await act(async () => {
      vi.advanceTimersByTime(HINT_DELAY_MS * 2);
    });
    expect(
      screen.queryByText("If the interview doesn't end automatically, you can end it manually"),
    ).not.toBeInTheDocument();
  });

  it('goes home when the call ends with nothing said', async () => {
    const me = await signUpThroughApi();
    const interview = await createInterviewThroughApi(me._id);
    const voice = scriptedVoiceClient();
    const { user } = renderApp(`/interview/${interview._id}`, { voiceClient: voice.client });
    await user.click(await screen.findByRole('button', { name: 'Call' }));
    act(() => voice.emit('call-start'));
    act(() => voice.emit('call-end'));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });

  it('says "Failed to start call" when the call cannot start', async () => {
    const me = await signUpThroughApi();
    const interview = await createInterviewThroughApi(me._id);
    const voice = scriptedVoiceClient({ failStart: new Error('') });
    const { user } = renderApp(`/interview/${interview._id}`, { voiceClient: voice.client });
    await user.click(await screen.findByRole('button', { name: 'Call' }));
    expect(await within(screen.getByRole('alert')).findByText('Failed to start call')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Call' })).toBeEnabled();
    expect(window.location.pathname).toBe(`/interview/${interview._id}`);
  });

  it('says when the interview does not exist', async () => {
    await signUpThroughApi();
    renderApp('/interview/00000000-0000-4000-8000-000000000000');
    expect(await screen.findByText('Interview not found')).toBeInTheDocument();
  });
});

describe('the generate call screen', () => {
  it('asks for the workflow with the user’s name and id, and goes home when the call ends', async () => {
    const me = await signUpThroughApi('Katherine');
    const voice = scriptedVoiceClient();
    const { user } = renderApp('/generate', { voiceClient: voice.client });
    expect(await screen.findByRole('heading', { name: 'Generate Interview' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Or If facing issues with voice agent you can create interview manually' }),
    ).toHaveAttribute('href', '/create-interview');
    await user.click(screen.getByRole('button', { name: 'Call' }));
    expect(voice.requests).toEqual([{ kind: 'generate', userName: 'Katherine', userId: me._id }]);
    act(() => voice.emit('call-start'));
    act(() => voice.say('assistant', 'Your interview is ready. Goodbye!'));
    expect(screen.getByText('Your interview is ready. Goodbye!')).toBeInTheDocument();
    act(() => voice.emit('call-end'));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });

  it('shows the error panel on a voice error, and Try Voice Agent Again starts over', async () => {
    await signUpThroughApi();
    const voice = scriptedVoiceClient();
    const { user } = renderApp('/generate', { voiceClient: voice.client });
    await user.click(await screen.findByRole('button', { name: 'Call' }));
    act(() => voice.emit('call-start'));
    act(() => voice.emit('error', { message: 'Microphone permission denied' }));
    expect(
      await screen.findByText('Voice agent encountered an issue. You can try again or create manually.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Microphone permission denied')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Manually' })).toHaveAttribute('href', '/create-interview');
    await user.click(screen.getByRole('button', { name: 'Try Voice Agent Again' }));
    expect(
      screen.queryByText('Voice agent encountered an issue. You can try again or create manually.'),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Call' })).toBeEnabled();
    expect(window.location.pathname).toBe('/generate');
  });
});
