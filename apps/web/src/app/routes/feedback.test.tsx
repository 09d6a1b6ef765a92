import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signUpThroughApi } from '../../../test/helpers.tsx';
import { createFeedbackThroughApi, createInterviewThroughApi } from '../../../test/interview-fixtures.ts';
import { longDateTime } from '../../lib/format.ts';

describe('the feedback report', () => {
  it('shows every element of the report, the chart, per-answer metrics and earlier attempts', async () => {
    const me = await signUpThroughApi();
    const interview = await createInterviewThroughApi(me._id, {
      role: 'Backend Engineer',
      level: 'mid',
      type: 'mixed',
    });
    // An earlier, weaker attempt: one short answer.
    const earlier = await createFeedbackThroughApi(interview, me._id, [
      { role: 'assistant', content: interview.questions[0]!, timestamp: '2026-03-01T10:00:00.000Z' },
      { role: 'user', content: 'I am not sure.', timestamp: '2026-03-01T10:00:20.000Z' },
    ]);
    const feedback = await createFeedbackThroughApi(interview, me._id);

    renderApp(`/feedback/${feedback._id}`);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Interview Feedback Report' })).toBeInTheDocument();
    expect(screen.getByText('Backend Engineer · Mid-level · Mixed')).toBeInTheDocument();

    const overall = screen.getByText('Overall Score').parentElement!;
    expect(overall).toHaveTextContent(`${feedback.totalScore}/100`);
    expect(screen.getByText('Interview Date').parentElement).toHaveTextContent(longDateTime(feedback.createdAt));
    expect(longDateTime(feedback.createdAt)).toMatch(/^\w+day, \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} (AM|PM)$/);
    expect(screen.getByText('Tech Stack').parentElement).toHaveTextContent('Node.js, PostgreSQL');
    expect(screen.getByRole('heading', { name: 'Final Assessment' })).toBeInTheDocument();
    expect(screen.getByText(feedback.finalAssessment)).toBeInTheDocument();

    expect(
      screen.getByRole('img', { name: /^Category scores: Communication Skills \d+ out of 100/ }),
    ).toBeInTheDocument();
    const breakdown = screen.getByRole('heading', { name: 'Detailed Breakdown' }).parentElement!;
    const items = within(breakdown).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    feedback.categoryScores.forEach((category, index) => {
      const item = items[index]!;
      expect(within(item).getByRole('heading', { name: `${index + 1}. ${category.name}` })).toBeInTheDocument();
      expect(item).toHaveTextContent(`${category.score}/100`);
      expect(within(item).getByRole('meter', { name: `${category.name} score` })).toHaveAttribute(
        'aria-valuenow',
        String(category.score),
      );
      expect(item).toHaveTextContent(category.comment);
    });

    const strengths = screen.getByRole('heading', { name: 'Key Strengths' }).parentElement!;
    expect(
      within(strengths)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(feedback.strengths);
    const areas = screen.getByRole('heading', { name: 'Areas for Improvement' }).parentElement!;
    expect(
      within(areas)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(feedback.areasForImprovement);

    const answers = screen.getByRole('heading', { name: 'Your Answers' }).parentElement!;
    expect(answers).toHaveTextContent(`${feedback.metrics.questionsAnswered} of 3 questions answered`);
    expect(within(answers).getAllByText(/Key concepts covered/)).toHaveLength(3);
    expect(within(answers).getAllByText(/filler word/).length).toBeGreaterThan(0);

    const attempts = screen.getByRole('heading', { name: 'Your Attempts' }).parentElement!;
    expect(within(attempts).getByText(`${feedback.totalScore}/100 (this report)`)).toBeInTheDocument();
    expect(within(attempts).getByRole('link', { name: `${earlier.totalScore}/100` })).toHaveAttribute(
      'href',
      `/feedback/${earlier._id}`,
    );

    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Retake Interview' })).toHaveAttribute(
      'href',
      `/interview/${interview._id}`,
    );
  });

  it('says "No data found." for a report that does not exist or is not yours', async () => {
    await signUpThroughApi();
    renderApp('/feedback/00000000-0000-4000-8000-000000000000');
    expect(await screen.findByText('No data found.')).toBeInTheDocument();
  });

  it('says "Failed to fetch feedback" in red when the server cannot be reached', async () => {
    await signUpThroughApi();
    const { goOffline } = await import('../../../test/setup.ts');
    goOffline();
    renderApp('/feedback/00000000-0000-4000-8000-000000000000');
    const message = await screen.findByText('Failed to fetch feedback', undefined, { timeout: 10_000 });
    expect(message).toHaveClass('text-bad');
  });
});
