import { INTERVIEW_PAGE_DEFAULT_LIMIT, type Feedback, type Interview } from '@mockingbird/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiPost, renderApp, signUpThroughApi } from '../../../test/helpers.tsx';
import { PRACTICE_REMINDER } from '../../features/interviews/components/interview-card.tsx';

describe('the home page', () => {
  it('shows an empty state with a way to schedule an interview', async () => {
    await signUpThroughApi('Barbara');
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Your Interviews' })).toBeInTheDocument();
    expect(await screen.findByText('No interviews scheduled yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Schedule Interview' })).toHaveAttribute('href', '/create-interview');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByText(/Welcome, Barbara!/)).toBeInTheDocument();
  });

  it('lists interviews newest first as cards, with the latest score once there is feedback', async () => {
    const me = await signUpThroughApi();
    const make = (role: string, type: string) =>
      apiPost<{ interview: Interview }>('/interview/generate', {
        role,
        type,
        level: 'mid',
        amount: 3,
        techstack: 'React',
        userId: me._id,
      }).then((body) => body.interview);
    const first = await make('Data Engineer', 'technical');
    const second = await make('Product Designer', 'behavioural');
    const feedback = await apiPost<Feedback>('/interview/feedback', {
      interviewId: first._id,
      userId: me._id,
      transcript: [
        { role: 'assistant', content: first.questions[0], timestamp: '2026-01-01T10:00:00Z' },
        {
          role: 'user',
          content: 'I would measure first and then fix the slowest query.',
          timestamp: '2026-01-01T10:00:10Z',
        },
      ],
    });

    renderApp('/');
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    const [newest, older] = cards as [HTMLElement, HTMLElement];
    expect(within(newest).getByRole('heading', { name: 'PRODUCT DESIGNER' })).toBeInTheDocument();
    expect(within(newest).getByText('Behavioural')).toBeInTheDocument();
    expect(within(newest).getByText(PRACTICE_REMINDER)).toBeInTheDocument();
    expect(within(newest).getByRole('link', { name: 'Start Product Designer interview' })).toHaveAttribute(
      'href',
      `/interview/${second._id}`,
    );
    expect(within(newest).queryByText(/Latest score/)).not.toBeInTheDocument();
    expect(newest.querySelector('img')).toHaveAttribute('src', second.coverImage);
    expect(within(newest).getByText(/\w{3} \d{1,2}, \d{4}/)).toBeInTheDocument();

    expect(within(older).getByRole('heading', { name: 'DATA ENGINEER' })).toBeInTheDocument();
    expect(within(older).getByText(`${feedback.totalScore}/100`)).toBeInTheDocument();
    expect(within(older).getByRole('link', { name: 'Feedback' })).toHaveAttribute('href', `/feedback/${feedback._id}`);
  });

  it('shows the newest page of interviews and loads older ones on "Show more"', async () => {
    const me = await signUpThroughApi();
    const total = INTERVIEW_PAGE_DEFAULT_LIMIT + 3;
    for (let i = 1; i <= total; i += 1) {
      await apiPost('/interview/generate', {
        role: `Role ${i}`,
        type: 'technical',
        level: 'junior',
        amount: 3,
        techstack: 'Go',
        userId: me._id,
      });
    }
    const { user } = renderApp('/');
    expect(await screen.findAllByRole('article')).toHaveLength(INTERVIEW_PAGE_DEFAULT_LIMIT);
    expect(screen.getAllByRole('article')[0]).toHaveTextContent(`ROLE ${total}`);

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(total));
    const roles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(roles).toEqual(Array.from({ length: total }, (_, i) => `ROLE ${total - i}`));
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });
});
