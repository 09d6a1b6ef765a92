import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signUpThroughApi } from '../../../test/helpers.tsx';
import { holdRequests } from '../../../test/setup.ts';

describe('the create interview form', () => {
  it('has every field with the spec’s options and defaults', async () => {
    await signUpThroughApi();
    renderApp('/create-interview');
    expect(await screen.findByRole('heading', { name: 'Create New Interview' })).toBeInTheDocument();
    expect(screen.getByLabelText('Job Role')).toBeRequired();
    expect(screen.getByLabelText('Tech Stack')).toBeRequired();
    const type = screen.getByLabelText('Interview Type');
    const level = screen.getByLabelText('Experience Level');
    const amount = screen.getByLabelText('Number of Questions');
    expect(type).toHaveValue('behavioural');
    expect(level).toHaveValue('junior');
    expect(amount).toHaveValue('5');
    const options = (select: HTMLElement) =>
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(options(type)).toEqual(['Behavioural', 'Technical', 'Mixed']);
    expect(options(level)).toEqual(['Junior (0-2 years)', 'Mid-level (3-5 years)', 'Senior (5+ years)']);
    expect(options(amount)).toEqual(['3 questions', '5 questions', '7 questions', '10 questions']);
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/');
  });

  it('creates an interview, says so, and shows it on the home page', async () => {
    await signUpThroughApi();
    const { user } = renderApp('/create-interview');
    await user.type(await screen.findByLabelText('Job Role'), 'Site Reliability Engineer');
    await user.selectOptions(screen.getByLabelText('Interview Type'), 'technical');
    await user.selectOptions(screen.getByLabelText('Experience Level'), 'senior');
    await user.selectOptions(screen.getByLabelText('Number of Questions'), '3');
    await user.type(screen.getByLabelText('Tech Stack'), 'Kubernetes, Go');
    const release = holdRequests('/interview/generate');
    await user.click(screen.getByRole('button', { name: 'Create Interview' }));
    expect(screen.getByRole('button', { name: 'Creating Interview...' })).toBeDisabled();
    release();
    expect(await within(screen.getByRole('status')).findByText('Interview created successfully!')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'SITE RELIABILITY ENGINEER' })).toBeInTheDocument();
  });

  it("shows the server's validation messages next to the fields they concern", async () => {
    await signUpThroughApi();
    const { user } = renderApp('/create-interview');
    await user.type(await screen.findByLabelText('Job Role'), 'R'.repeat(101));
    await user.type(screen.getByLabelText('Tech Stack'), ' , , ');
    await user.click(screen.getByRole('button', { name: 'Create Interview' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Job Role')).toHaveAccessibleDescription('Job role must be at most 100 characters'),
    );
    expect(screen.getByLabelText('Tech Stack')).toHaveAccessibleDescription(
      'Enter at least one technology, separated by commas',
    );
    expect(within(screen.getByRole('alert')).getByText(/Job role must be at most 100 characters/)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/create-interview');
  });
});
